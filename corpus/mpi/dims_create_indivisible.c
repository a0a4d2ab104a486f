/* tass-test
 * run: tass verify -np=1 $FILE
 * expect: violation mpi
 * line: 12
 */
/* Planted bug: 7 nodes cannot have a dimension of 2. */
#include <mpi.h>

int main(int argc, char **argv) {
  int dims[2] = {2, 0};
  MPI_Init(&argc, &argv);
  MPI_Dims_create(7, 2, dims);
  MPI_Finalize();
  return 0;
}
