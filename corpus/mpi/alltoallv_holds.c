/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* MPI_Alltoallv: process i sends j + 1 copies of 10 * i + j to process j; process j
 * receives i's block at displacement 3 * i. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, i, j, k, out[6], in[9];
  int scounts[3], sdispls[3], rcounts[3], rdispls[3];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  k = 0;
  for (j = 0; j < 3; j++) {
    scounts[j] = j + 1;
    sdispls[j] = k;
    for (i = 0; i <= j; i++)
      out[k++] = 10 * rank + j;
    rcounts[j] = rank + 1;
    rdispls[j] = 3 * j;
  }
  for (i = 0; i < 9; i++)
    in[i] = -1;
  MPI_Alltoallv(out, scounts, sdispls, MPI_INT, in, rcounts, rdispls, MPI_INT, MPI_COMM_WORLD);
  for (i = 0; i < 3; i++)
    for (k = 0; k < 3; k++)
      assert(in[3 * i + k] == (k <= rank ? 10 * i + rank : -1));
  MPI_Finalize();
  return 0;
}
