/* tass-test
 * run: tass verify -np=4 $FILE
 * expect: violation mpi
 * line: 14
 */
/* The root's gather buffer has room for three processes' values, not four. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v, all[3];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  v = rank * rank;
  MPI_Gather(&v, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
