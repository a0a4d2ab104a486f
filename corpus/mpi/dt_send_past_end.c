/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 15
 */
/* Four doubles (32 bytes) sent from an array of three (24 bytes). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  double x[3] = {1.0, 2.0, 3.0}, y[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Send(x, 4, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD);
  else
    MPI_Recv(y, 4, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
