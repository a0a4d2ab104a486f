/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation mpi
 * line: 16
 */
/* Planted bug: the last displacement puts process 2's block past the end of the root's
 * buffer of 6. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, mine[3] = {1, 2, 3}, all[6];
  int counts[3] = {1, 2, 3}, displs[3] = {0, 1, 4};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) all[0] = 0;
  MPI_Gatherv(mine, rank + 1, MPI_INT, all, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
