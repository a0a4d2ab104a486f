/* tass-test
 * run: tass verify -np=6 $FILE
 * expect: holds
 */
/* A 3 x 2 grid, periodic in the second dimension only: coordinates and ranks agree,
 * and a shift off the edge of the first dimension gives MPI_PROC_NULL, with which the
 * halo exchange sends and receives nothing. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, r2, up, down, west, east, halo = -1, nd;
  int dims[2] = {3, 0}, periods[2] = {0, 1}, coords[2], d[2], p[2], c[2];
  MPI_Comm grid;
  MPI_Init(&argc, &argv);
  MPI_Dims_create(6, 2, dims);
  assert(dims[0] == 3 && dims[1] == 2);
  MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &grid);
  MPI_Comm_rank(grid, &rank);
  MPI_Cart_coords(grid, rank, 2, coords);
  assert(coords[0] == rank / 2 && coords[1] == rank % 2);
  MPI_Cart_rank(grid, coords, &r2);
  assert(r2 == rank);
  coords[1] += 2;
  MPI_Cart_rank(grid, coords, &r2);
  assert(r2 == rank);
  MPI_Cart_shift(grid, 0, 1, &up, &down);
  MPI_Cart_shift(grid, 1, 1, &west, &east);
  assert(up == (rank < 2 ? MPI_PROC_NULL : rank - 2));
  assert(down == (rank >= 4 ? MPI_PROC_NULL : rank + 2));
  assert(east == (rank % 2 == 0 ? rank + 1 : rank - 1) && west == east);
  MPI_Sendrecv(&rank, 1, MPI_INT, down, 0, &halo, 1, MPI_INT, up, 0, grid, MPI_STATUS_IGNORE);
  assert(halo == (up == MPI_PROC_NULL ? -1 : up));
  MPI_Cartdim_get(grid, &nd);
  MPI_Cart_get(grid, 2, d, p, c);
  assert(nd == 2 && d[0] == 3 && d[1] == 2 && p[0] == 0 && p[1] == 1);
  assert(c[0] == rank / 2);
  MPI_Comm_free(&grid);
  MPI_Finalize();
  return 0;
}
