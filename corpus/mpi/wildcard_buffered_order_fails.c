/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation assertion
 * line: 31
 */
/* Which message a receive from any source takes depends on buffering. Without it,
 * process 1's first send completes only when process 0 receives it, so process 2,
 * which waits for process 1's second message, cannot have sent yet: the first
 * receive takes process 1's message. An MPI library that buffers process 1's first
 * send lets process 1 go on, process 2 receive and send, and process 0 take process
 * 2's message first: the assertion fails. Checking potential deadlocks (synchronous
 * sends) must not hide what buffering allows. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, x = 0, y = 0, v;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1) {
    v = 1;
    MPI_Send(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    MPI_Send(&v, 1, MPI_INT, 2, 0, MPI_COMM_WORLD);
  } else if (rank == 2) {
    MPI_Recv(&v, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    v = 2;
    MPI_Send(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  } else {
    MPI_Recv(&x, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&y, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    assert(x == 1);
  }
  MPI_Finalize();
  return 0;
}
