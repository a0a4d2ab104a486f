/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation deadlock
 * line: 16
 */
/* A synchronous nonblocking send completes only when it is received: each wait waits for
 * a receive that comes after it. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 1, y;
  MPI_Request r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Issend(&x, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, &r);
  MPI_Wait(&r, MPI_STATUS_IGNORE);
  MPI_Recv(&y, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
