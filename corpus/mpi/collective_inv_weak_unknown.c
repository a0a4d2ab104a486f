/* tass-test
 * run: tass verify -np=4 $FILE
 * expect: unknown
 */
/* The ring sum of collective_inv_ring_sum.c with a collective invariant that says
 * nothing of the sum: the final assertion holds but does not follow from it, so the
 * verdict is unknown (the possible violation, and the advice), not a violation. */
#include <mpi.h>
#include <assert.h>
#pragma TASS input {N >= 0}
int N;
int main(int argc, char **argv) {
  int rank, size, i = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int right = (rank + 1) % size, left = (rank + size - 1) % size;
  int token = rank, got = 0, sum = 0;
#pragma TASS collective invariant L i == PROC[right]@main.i && i <= N && token == rank
  while (i < N) {
    if (rank % 2 == 0) {
      MPI_Send(&token, 1, MPI_INT, right, 0, MPI_COMM_WORLD);
      MPI_Recv(&got, 1, MPI_INT, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
      MPI_Recv(&got, 1, MPI_INT, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Send(&token, 1, MPI_INT, right, 0, MPI_COMM_WORLD);
    }
    sum = sum + got;
    i++;
  }
  assert(sum == N * left);
  MPI_Finalize();
  return 0;
}
