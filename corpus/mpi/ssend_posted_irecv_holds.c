/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* A synchronous send completes against a receive posted earlier with MPI_Irecv, though
 * its process waits in a barrier: no deadlock, and the value arrives. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, x = 7, y = 0;
  MPI_Request r;
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&y, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &r);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Wait(&r, &s);
    assert(y == 7 && s.MPI_SOURCE == 1 && s.MPI_TAG == 3);
  } else {
    MPI_Ssend(&x, 1, MPI_INT, 0, 3, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
