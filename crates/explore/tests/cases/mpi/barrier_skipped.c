/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation deadlock
 * line: 13
 */
/* Rank 2 skips the barrier: the other two wait for it forever. */
#include <mpi.h>
int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank != 2)
    MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
