/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 14
 */
/* Planted bug: process 1 expects 2 elements, but the root sends it 3. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, src[4] = {1, 2, 3, 4}, got[3];
  int counts[2] = {1, 3}, displs[2] = {0, 1};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Scatterv(src, counts, displs, MPI_INT, got, rank == 0 ? 1 : 2, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
