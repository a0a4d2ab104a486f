/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* A message goes to the first posted receive that matches it: rank 1's message (tag 5)
 * does not match the earlier wildcard receive for tag 7, so the later receive from rank
 * 1 takes it while the first one waits for rank 2, which sends only after a barrier. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, a = 0, b = 0, x;
  MPI_Request r[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&a, 1, MPI_INT, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&b, 1, MPI_INT, 1, MPI_ANY_TAG, MPI_COMM_WORLD, &r[1]);
    MPI_Wait(&r[1], MPI_STATUS_IGNORE);
    assert(b == 5);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Wait(&r[0], MPI_STATUS_IGNORE);
    assert(a == 7);
  } else if (rank == 1) {
    x = 5;
    MPI_Send(&x, 1, MPI_INT, 0, 5, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
  } else {
    MPI_Barrier(MPI_COMM_WORLD);
    x = 7;
    MPI_Send(&x, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
