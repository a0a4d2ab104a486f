/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 14
 */
/* MPI_IN_PLACE is the send buffer of MPI_Reduce only at the root. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  x = rank;
  MPI_Reduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
