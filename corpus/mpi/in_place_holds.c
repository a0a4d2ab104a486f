/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* Collectives with MPI_IN_PLACE: a sum with MPI_Allreduce, a maximum with MPI_Reduce at
 * the root, and an MPI_Allgather where each process's block is already in place. */
#include <assert.h>
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, x, m, all[3];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  x = rank + 1;
  MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  assert(x == size * (size + 1) / 2);
  m = 5 - rank;
  if (rank == 0)
    MPI_Reduce(MPI_IN_PLACE, &m, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
  else
    MPI_Reduce(&m, &m, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
  if (rank == 0)
    assert(m == 5);
  all[rank] = 100 * rank;
  MPI_Allgather(MPI_IN_PLACE, 0, MPI_INT, all, 1, MPI_INT, MPI_COMM_WORLD);
  for (int i = 0; i < 3; i++)
    assert(all[i] == 100 * i);
  MPI_Finalize();
  return 0;
}
