/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* barrier_send_deadlock.c with nonblocking sends: each rank starts its send, passes the
 * barrier, receives from its left neighbour and then waits for its send. */
#include <mpi.h>
#include <assert.h>
int main(int argc, char **argv) {
  int rank, size, in = -1;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Isend(&rank, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD, &req);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Recv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
  assert(in == (rank + size - 1) % size);
  MPI_Finalize();
  return 0;
}
