/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 17
 */
/* Two collective assertions reached in different orders by different processes. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
#pragma TASS collective assert FIRST x == 0
#pragma TASS collective assert SECOND x == 0
  } else {
#pragma TASS collective assert SECOND x == 0
#pragma TASS collective assert FIRST x == 0
  }
  MPI_Finalize();
  return 0;
}
