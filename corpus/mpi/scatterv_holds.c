/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* MPI_Scatterv: the root sends process i the i + 1 elements at displacement i (blocks
 * of the send buffer may overlap: they are only read); the root keeps its own block in
 * place. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, i, src[4] = {5, 6, 7, 8}, got[3] = {0, 0, 0};
  int counts[3] = {1, 2, 3}, displs[3] = {0, 1, 1};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Scatterv(src, counts, displs, MPI_INT, MPI_IN_PLACE, 1, MPI_INT, 0, MPI_COMM_WORLD);
  else
    MPI_Scatterv(src, counts, displs, MPI_INT, got, rank + 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (rank > 0)
    for (i = 0; i <= rank; i++)
      assert(got[i] == 6 + i);
  MPI_Finalize();
  return 0;
}
