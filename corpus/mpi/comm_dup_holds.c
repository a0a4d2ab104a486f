/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* Messages on a duplicate of MPI_COMM_WORLD never match receives on MPI_COMM_WORLD,
 * though source and tag are the same: process 1 receives them in the other order. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, a = 1, b = 2, x = 0, y = 0, size;
  MPI_Comm dup;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_dup(MPI_COMM_WORLD, &dup);
  assert(dup != MPI_COMM_WORLD && dup != MPI_COMM_NULL);
  MPI_Comm_size(dup, &size);
  assert(size == 2);
  if (rank == 0) {
    MPI_Request r;
    MPI_Isend(&a, 1, MPI_INT, 1, 0, dup, &r);
    MPI_Send(&b, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    MPI_Wait(&r, MPI_STATUS_IGNORE);
  } else {
    MPI_Recv(&y, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&x, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, dup, MPI_STATUS_IGNORE);
    assert(x == 1 && y == 2);
  }
  MPI_Comm_free(&dup);
  assert(dup == MPI_COMM_NULL);
  MPI_Finalize();
  return 0;
}
