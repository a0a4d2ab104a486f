/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation deadlock
 * line: 16
 */
/* Rank 0's send-receive gets its message from rank 2, but its send to rank 1 completes
 * only if it is buffered: rank 1 receives it after a barrier that rank 0 reaches only
 * when the send-receive returns. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 1, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Sendrecv(&x, 1, MPI_INT, 1, 0, &y, 1, MPI_INT, 2, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Barrier(MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Recv(&y, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
