/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation deadlock
 * line: 14
 */
/* Synchronous sends never buffer: both processes send first, a deadlock whatever the
 * library does. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 7, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Ssend(&x, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD);
  MPI_Recv(&y, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
