/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* One collective assertion reached at different statements: each process's own
 * expression is evaluated, over the snapshots of all processes. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, x;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  x = 10 * rank;
  if (rank == 0) {
#pragma TASS collective assert STEP PROC[1]@main.x == x + 10
  } else {
#pragma TASS collective assert STEP PROC[rank - 1]@main.x == x - 10
  }
  MPI_Finalize();
  return 0;
}
