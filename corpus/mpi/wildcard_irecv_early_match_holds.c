/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* A receive from any source posted early (MPI_Irecv) matches process 1's message as
 * soon as it is sent, so process 1's standard send completes without buffering, and
 * process 1 goes on to send to process 2, which sends to process 0: no deadlock, even
 * without buffering. The synchronous search must let a send complete when a posted
 * receive request may take it. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, x = 0, y = 0, v;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&x, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &req);
    MPI_Recv(&y, 1, MPI_INT, 2, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    assert(x == 1 && y == 2);
  } else if (rank == 1) {
    v = 1;
    MPI_Send(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    MPI_Send(&v, 1, MPI_INT, 2, 0, MPI_COMM_WORLD);
  } else {
    MPI_Recv(&v, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    v = 2;
    MPI_Send(&v, 1, MPI_INT, 0, 1, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
