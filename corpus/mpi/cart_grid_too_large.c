/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation mpi
 * line: 13
 */
/* Planted bug: a 2 x 2 grid on 3 processes. */
#include <mpi.h>

int main(int argc, char **argv) {
  int dims[2] = {2, 2}, periods[2] = {0, 0};
  MPI_Comm grid;
  MPI_Init(&argc, &argv);
  MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &grid);
  MPI_Finalize();
  return 0;
}
