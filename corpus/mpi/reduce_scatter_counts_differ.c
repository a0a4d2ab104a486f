/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 15
 */
/* Planted bug: the processes give different recvcounts. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v[3] = {1, 2, 3}, r[3];
  int counts[2] = {1, 2};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1) counts[0] = 2;
  MPI_Reduce_scatter(v, r, counts, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
