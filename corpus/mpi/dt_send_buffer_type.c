/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 16
 */
/* An int array sent as MPI_LONG: both sides agree on the datatype, but the send buffer
 * does not hold longs (MPI 3.3.1: the buffer's type must match the datatype). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    int x[2] = {1, 2};
    MPI_Send(x, 2, MPI_LONG, 1, 0, MPI_COMM_WORLD);
  } else {
    long y[2];
    MPI_Recv(y, 2, MPI_LONG, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
