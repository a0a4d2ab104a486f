/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 16
 */
/* Planted bug: MPI_Cart_rank of a coordinate outside a non-periodic dimension. */
#include <mpi.h>

int main(int argc, char **argv) {
  int r, dims[1] = {2}, periods[1] = {0}, coords[1];
  MPI_Comm line;
  MPI_Init(&argc, &argv);
  MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &line);
  MPI_Comm_rank(line, &r);
  coords[0] = r + 1;
  MPI_Cart_rank(line, coords, &r);
  MPI_Comm_free(&line);
  MPI_Finalize();
  return 0;
}
