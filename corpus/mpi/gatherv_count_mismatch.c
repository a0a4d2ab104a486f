/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation mpi
 * line: 16
 */
/* Planted bug: the root expects 2 elements from process 2, which sends 3. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, i, mine[3], all[6];
  int counts[3] = {1, 2, 2}, displs[3] = {0, 1, 3};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (i = 0; i < 3; i++)
    mine[i] = rank;
  MPI_Gatherv(mine, rank + 1, MPI_INT, all, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
