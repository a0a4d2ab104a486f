/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 18
 */
/* The root broadcasts a long, the other process receives an int. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  long n = 10;
  int m = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Bcast(&n, 1, MPI_LONG, 0, MPI_COMM_WORLD);
  else
    MPI_Bcast(&m, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
