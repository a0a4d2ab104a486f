/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation assertion
 * line: 18
 */
/* The assertion of rank 0's branch is false; the others' hold. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, x;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  x = 10 * rank;
  if (rank != 0) {
#pragma TASS collective assert STEP PROC[rank - 1]@main.x == x - 10
  } else {
#pragma TASS collective assert STEP PROC[2]@main.x == x + 10
  }
  MPI_Finalize();
  return 0;
}
