/* tass-test
 * run: tass verify -np=2 --deadlock=none $FILE
 * expect: holds
 */
/* Both processes receive first: an absolute deadlock, but --deadlock=none switches the
 * check off (the report lists deadlock as not checked); the assertion before the
 * receives is checked and holds. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, size, in = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  assert(rank < size);
  MPI_Recv(&in, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Send(&rank, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
