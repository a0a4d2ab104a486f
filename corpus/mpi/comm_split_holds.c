/* tass-test
 * run: tass verify -np=4 $FILE
 * expect: holds
 */
/* MPI_Comm_split by parity, keys in reverse order of rank: ranks in the new
 * communicators, collectives and messages on them (ranks translated). */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, sub, size, sum = 0, v, root;
  MPI_Comm half;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &half);
  MPI_Comm_rank(half, &sub);
  MPI_Comm_size(half, &size);
  assert(size == 2);
  assert(sub == (rank < 2 ? 1 : 0));
  MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, half);
  assert(sum == (rank % 2 == 0 ? 2 : 4));
  v = rank;
  MPI_Bcast(&v, 1, MPI_INT, 0, half);
  assert(v == (rank % 2 == 0 ? 2 : 3));
  if (sub == 0) {
    MPI_Send(&rank, 1, MPI_INT, 1, 7, half);
  } else {
    MPI_Status s;
    MPI_Recv(&root, 1, MPI_INT, MPI_ANY_SOURCE, 7, half, &s);
    assert(s.MPI_SOURCE == 0 && root == rank + 2);
  }
  MPI_Comm_free(&half);
  MPI_Finalize();
  return 0;
}
