/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* Every path calls MPI_Abort before the end: the verdict holds vacuously, and the
 * report names MPI_Abort (line 15) as why each path ended. */
#include <mpi.h>
#include <assert.h>
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (size < 4)
    MPI_Abort(MPI_COMM_WORLD, 1);
  assert(rank < size);
  MPI_Finalize();
  return 0;
}
