/* tass-test
 * run: tass verify -np=2 --arg 1=4 $FILE
 * expect: holds
 */
/* Each process sums its block of a vector of n elements read from argv[1]; the
 * block sums are reduced on the root. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = argc > 1 ? atoi(argv[1]) : 8;
  int lo = rank * n / size, hi = (rank + 1) * n / size;
  long local = 0, total = 0;
  for (int i = lo; i < hi; i++)
    local += i;
  MPI_Reduce(&local, &total, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    assert(total == (long)n * (n - 1) / 2);
    printf("%ld\n", total);
  }
  MPI_Finalize();
  return 0;
}
