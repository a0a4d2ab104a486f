/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation assertion
 * line: 18
 */
/* Planted bug: one MPI_Iprobe after a barrier is taken to see the message sent before
 * the barrier; MPI does not promise it. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, x = 0, flag = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Iprobe(1, 0, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
    assert(flag);
    MPI_Recv(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    MPI_Request r;
    MPI_Isend(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &r);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
