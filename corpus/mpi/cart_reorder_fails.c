/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation assertion
 * line: 19
 */
/* Planted bug: with reorder, the rank in the grid need not be the rank in
 * MPI_COMM_WORLD. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, wrank;
  int dims[1] = {3}, periods[1] = {0};
  MPI_Comm line;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
  MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 1, &line);
  MPI_Comm_rank(line, &rank);
  assert(rank == wrank);
  MPI_Comm_free(&line);
  MPI_Finalize();
  return 0;
}
