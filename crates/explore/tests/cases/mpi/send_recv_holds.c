/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 * provers: z3 cvc5 none
 */
/* Rank 0 sends x and x + 1 with two tags; rank 1 receives them in the same order. */
#include <mpi.h>
#include <assert.h>
#pragma TASS input int
#define x 0
int main(int argc, char **argv) {
  int rank, a = x, b = x + 1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(&a, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
    MPI_Send(&b, 1, MPI_INT, 1, 2, MPI_COMM_WORLD);
  } else {
    int p, q;
    MPI_Recv(&p, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&q, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    assert(p == x && q == p + 1);
  }
  MPI_Finalize();
  return 0;
}
