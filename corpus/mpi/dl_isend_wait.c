/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation deadlock
 * line: 16
 */
/* Each process waits for its nonblocking send before it receives: without buffering the
 * waits never return (the receives come after them). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 1, y;
  MPI_Request r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Isend(&x, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, &r);
  MPI_Wait(&r, MPI_STATUS_IGNORE);
  MPI_Recv(&y, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
