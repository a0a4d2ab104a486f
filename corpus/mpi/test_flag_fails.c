/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation assertion
 * line: 21
 */
/* One MPI_Test does not promise completion, even when the message has been sent: the
 * assertion that it completed fails. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, x = 0, flag = 0;
  MPI_Request r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Test(&r, &flag, MPI_STATUS_IGNORE);
    if (!flag)
      assert(0);
  } else {
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
