/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation assertion
 * line: 17
 */
/* A collective assertion that every process holds the same value as its right
 * neighbour: false, each holds five times its rank. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, mine;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  mine = 5 * rank;
  MPI_Barrier(MPI_COMM_WORLD);
#pragma TASS collective assert C1 PROC[(rank + 1) % size].mine == mine
  MPI_Finalize();
  return 0;
}
