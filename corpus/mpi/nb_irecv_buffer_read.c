/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 22
 */
/* The receiver looks at its receive buffer before waiting for the receive: the value
 * may or may not have arrived (MPI 3.1, 3.7.2 forbids the read). */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, n = 0, token = 0;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    token = 42;
    MPI_Send(&token, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
  } else {
    MPI_Irecv(&token, 1, MPI_INT, 0, 3, MPI_COMM_WORLD, &req);
    n = n + 1;
    if (token == 42)
      n = n + 1;
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
