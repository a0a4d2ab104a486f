/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation assertion
 * line: 19
 */
/* Rank 1 doubles what it receives and sends it back; rank 0 expects x + x + 1. */
#include <mpi.h>
#include <assert.h>
#pragma TASS input int
#define x 0
int main(int argc, char **argv) {
  int rank, v = x;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(&v, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    MPI_Recv(&v, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    assert(v == 2 * x || x > 0);
    assert(v == 2 * x + 1 || x <= 0);
  } else {
    MPI_Recv(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    v = 2 * v;
    MPI_Send(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
