/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation assertion
 * line: 21
 */
/* Planted bug: the grid is not periodic, but the program takes every process to have a
 * left neighbour. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, left, right;
  int dims[1] = {3}, periods[1] = {0};
  MPI_Comm line;
  MPI_Init(&argc, &argv);
  MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &line);
  MPI_Comm_rank(line, &rank);
  MPI_Cart_shift(line, 0, 1, &left, &right);
  if (rank > 0)
    assert(left == rank - 1);
  assert(left != MPI_PROC_NULL);
  MPI_Comm_free(&line);
  MPI_Finalize();
  return 0;
}
