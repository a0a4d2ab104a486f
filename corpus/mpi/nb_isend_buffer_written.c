/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 20
 */
/* The sender reuses its send buffer for the next value before the nonblocking send
 * has completed: the library may still be reading it (MPI 3.1, 3.7.2). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  double value[2] = {1.5, 2.5};
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    int step;
    for (step = 0; step < 2; step++) {
      MPI_Isend(value, 2, MPI_DOUBLE, 1, step, MPI_COMM_WORLD, &req);
      value[1] = value[1] * 2.0;
      MPI_Wait(&req, MPI_STATUS_IGNORE);
    }
  } else if (rank == 1) {
    double got[2];
    MPI_Recv(got, 2, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(got, 2, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
