/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation deadlock
 * line: 15
 */
/* The same with a broadcast, and a third process that takes part in it only. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0, n = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    n = 5;
    MPI_Send(&x, 1, MPI_INT, 2, 0, MPI_COMM_WORLD);
    MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
  } else {
    MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 2)
      MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
