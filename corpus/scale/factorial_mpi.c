/* tass-test
 * run: tass compare -np2=4 -inputB=10 $DIR/factorial_spec.c $FILE
 * expect: holds
 */
/* n! with the factors 1..n split into contiguous blocks, one per process (a block may
 * be empty when n < size); every process multiplies its block and MPI_Reduce with
 * MPI_PROD gives the product at rank 0. */
#include <mpi.h>
#pragma TASS input int
#define B 12
#pragma TASS input {0 <= n && n <= B} int
#define n 12
#pragma TASS output
long fact;

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  /* This process multiplies the factors first + 1 .. last. */
  int first = n * rank / size, last = n * (rank + 1) / size;
  long mine = 1, all = 1;
  for (int i = first + 1; i <= last; i++)
    mine *= i;
  MPI_Reduce(&mine, &all, 1, MPI_LONG, MPI_PROD, 0, MPI_COMM_WORLD);
  if (rank == 0)
    fact = all;
  MPI_Finalize();
  return 0;
}
