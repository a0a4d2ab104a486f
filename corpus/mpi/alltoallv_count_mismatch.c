/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 15
 */
/* Planted bug: every process sends 2 elements to process 1, which expects 1 from each. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, out[4] = {1, 2, 3, 4}, in[4];
  int scounts[2] = {1, 2}, sdispls[2] = {0, 1};
  int rcounts[2] = {1, 1}, rdispls[2] = {0, 1};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Alltoallv(out, scounts, sdispls, MPI_INT, in, rcounts, rdispls, MPI_INT, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
