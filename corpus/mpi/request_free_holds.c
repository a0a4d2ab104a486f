/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* MPI_Request_free of a send: the handle becomes MPI_REQUEST_NULL and the message is
 * still delivered. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, x = 7, y = 0;
  MPI_Request r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Isend(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r);
    MPI_Request_free(&r);
    assert(r == MPI_REQUEST_NULL);
  } else {
    MPI_Recv(&y, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    assert(y == 7);
  }
  MPI_Finalize();
  return 0;
}
