/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 14
 */
/* Planted bug: the send buffers hold 2 elements, not the 3 the counts add up to. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v[2] = {1, 2}, r[2];
  int counts[2] = {1, 2};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Reduce_scatter(v, r, counts, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
