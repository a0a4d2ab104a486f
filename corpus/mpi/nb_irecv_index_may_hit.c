/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 24
 */
/* While a block of the array is being received, the process clears one element of
 * it chosen by an input; for some inputs that element lies in the pending receive's
 * buffer. */
#include <mpi.h>

#pragma TASS input {0 <= k && k < 8}
int k;

int main(int argc, char **argv) {
  int rank, a[8] = {0};
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    int block[4] = {1, 2, 3, 4};
    MPI_Send(block, 4, MPI_INT, 1, 0, MPI_COMM_WORLD);
  } else {
    MPI_Irecv(&a[4], 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &req);
    a[k] = -1;
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
