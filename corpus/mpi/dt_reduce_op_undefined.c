/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 14
 */
/* MPI_LAND is defined on integers and MPI_C_BOOL, not on floating point (MPI 5.9.2). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  double x = 1.0, y;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Reduce(&x, &y, 1, MPI_DOUBLE, MPI_LAND, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
