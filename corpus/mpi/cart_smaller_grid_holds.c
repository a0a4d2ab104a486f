/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* A grid of 2 on 3 processes: the process left out gets MPI_COMM_NULL. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, size, dims[1] = {2}, periods[1] = {1};
  MPI_Comm grid;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &grid);
  if (rank == 2) {
    assert(grid == MPI_COMM_NULL);
  } else {
    MPI_Comm_size(grid, &size);
    assert(size == 2);
    MPI_Barrier(grid);
    MPI_Comm_free(&grid);
  }
  MPI_Finalize();
  return 0;
}
