/* tass-test
 * run: tass verify -np=5 $FILE
 * expect: holds
 * stop: done
 * states-saved: <= 100
 * states-matched: >= 10
 * provers: z3 cvc5 none
 */
/* Four senders, one receiver with MPI_ANY_SOURCE: the orders of arrival lead to the
 * same states (the same sum, the same buffers), which are matched in the store
 * instead of being explored again for each of the 4! orders: after k receives, one
 * state per set of k senders (16 in all, reached by 32 receives). */
#include <mpi.h>
#include <assert.h>
int main(int argc, char **argv) {
  int rank, size, v = 1, s = 0, x;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) {
    for (int i = 1; i < size; i++) {
      MPI_Recv(&x, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      s += x;
    }
    assert(s == size - 1);
  } else {
    MPI_Send(&v, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
