/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* MPI_Abort ends every process: what would follow it is never reached (tass treats it
 * as `abort()`: the path ends without error). Process 1 sends argc - 2, negative when
 * argc is 1. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Recv(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (x < 0)
      MPI_Abort(MPI_COMM_WORLD, 1);
    assert(x >= 0);
  } else {
    x = argc - 2;
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
