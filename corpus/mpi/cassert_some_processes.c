/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 18
 */
/* A collective assertion, like a collective operation, must be reached by every
 * process: rank 1 ends without reaching the one rank 0 reached. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
#pragma TASS collective assert ZERO x == 0
  }
  MPI_Finalize();
  return 0;
}
