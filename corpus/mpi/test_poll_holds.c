/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* MPI_Test polled until the receive completes: MPI_Test may answer "not yet" at any
 * call, and "done" once the message can be received; both are explored. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, x = 0, flag = 0;
  MPI_Request r;
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&x, 1, MPI_INT, 1, 5, MPI_COMM_WORLD, &r);
    while (!flag)
      MPI_Test(&r, &flag, &s);
    assert(x == 42);
    assert(s.MPI_SOURCE == 1 && s.MPI_TAG == 5);
    assert(r == MPI_REQUEST_NULL);
  } else {
    x = 42;
    MPI_Send(&x, 1, MPI_INT, 0, 5, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
