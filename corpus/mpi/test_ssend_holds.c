/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* MPI_Test of a synchronous send: "done" only once a receive has taken the message,
 * so the value the receiver replies with has been computed from it. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, x = 0, y = 0, flag = 0;
  MPI_Request r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    x = 5;
    MPI_Issend(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r);
    while (!flag)
      MPI_Test(&r, &flag, MPI_STATUS_IGNORE);
    MPI_Recv(&y, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    assert(y == 6);
  } else {
    MPI_Recv(&y, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    y++;
    MPI_Send(&y, 1, MPI_INT, 0, 1, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
