/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* The root reads the problem size and broadcasts it; every process checks it. */
#include <mpi.h>
#include <stdio.h>
#include <assert.h>

int main(void) {
  int rank, n = 0;
  MPI_Init(NULL, NULL);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    if (scanf("%d", &n) != 1 || n < 0 || n > 10)
      n = 0;
  }
  MPI_Bcast(&n, 1, MPI_INT, 0, MPI_COMM_WORLD);
  assert(0 <= n && n <= 10);
  MPI_Finalize();
  return 0;
}
