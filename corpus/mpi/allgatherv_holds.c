/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* MPI_Allgatherv, with MPI_IN_PLACE on process 1 (its block is already in place). */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, i, mine[3], all[6] = {0, 0, 0, 0, 0, 0};
  int counts[3] = {1, 2, 3}, displs[3] = {0, 1, 3};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (i = 0; i < 3; i++)
    mine[i] = 10 * rank + i;
  if (rank == 1) {
    all[1] = 10;
    all[2] = 11;
    MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_INT, all, counts, displs, MPI_INT, MPI_COMM_WORLD);
  } else {
    MPI_Allgatherv(mine, rank + 1, MPI_INT, all, counts, displs, MPI_INT, MPI_COMM_WORLD);
  }
  assert(all[0] == 0 && all[1] == 10 && all[2] == 11);
  assert(all[3] == 20 && all[4] == 21 && all[5] == 22);
  MPI_Finalize();
  return 0;
}
