/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 13
 */
/* MPI_DATATYPE_NULL is not a datatype. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Bcast(&x, 1, MPI_DATATYPE_NULL, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
