/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 19
 */
/* Three MPI_DOUBLE values received into an int[3]: the count is in elements of the
 * datatype (24 bytes), and the buffer's C type (int) is not the datatype's (double). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    double x[3] = {1.0, 2.0, 3.0};
    MPI_Send(x, 3, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD);
  } else {
    int y[3];
    MPI_Recv(y, 3, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
