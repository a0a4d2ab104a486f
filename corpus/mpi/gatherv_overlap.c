/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation mpi
 * line: 15
 */
/* Planted bug: the blocks of processes 1 and 2 overlap in the root's buffer. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, mine[2] = {1, 2}, all[6];
  int counts[3] = {1, 2, 2}, displs[3] = {0, 1, 2};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  all[0] = 0;
  MPI_Gatherv(mine, rank == 0 ? 1 : 2, MPI_INT, all, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
