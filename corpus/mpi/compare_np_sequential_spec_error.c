/* tass-test
 * run: tass compare -np=2 $DIR/compare_sum_spec.c $FILE
 * expect: error
 */
/* -np is the number of processes of the first program, a sequential specification: a
 * usage error that names -np2, not an internal error. */
#include <mpi.h>
#pragma TASS input {1 <= n && n <= 4} int
#define n 4
#pragma TASS output
int sum;

int main(int argc, char **argv) {
  int rank, size, s = 0, total = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  for (int i = rank; i < n; i += size)
    s += i * i;
  MPI_Reduce(&s, &total, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    sum = total;
  MPI_Finalize();
  return 0;
}
