/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 14
 */
/* Planted bug: rank 1 of MPI_COMM_SELF, which has one process. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_SELF);
  MPI_Finalize();
  return 0;
}
