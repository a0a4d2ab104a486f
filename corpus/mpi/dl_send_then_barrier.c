/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation deadlock
 * line: 16
 */
/* Rank 0 sends before the barrier, rank 1 receives after it. Without buffering, the send
 * waits for a receive that comes only after the barrier, which waits for rank 0: a
 * potential deadlock (seed 001, 1). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
  } else {
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
