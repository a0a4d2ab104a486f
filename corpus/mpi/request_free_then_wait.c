/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 18
 */
/* Planted bug: a copy of a freed request's handle is waited for. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 7, y = 0;
  MPI_Request r, copy;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Isend(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r);
    copy = r;
    MPI_Request_free(&r);
    MPI_Wait(&copy, MPI_STATUS_IGNORE);
  } else {
    MPI_Recv(&y, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
