/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* The root scatters blocks of two, each process doubles its block, the root gathers
 * them back; then every process gathers everyone's rank, and an all-to-all transposes
 * a matrix of rank-tagged values. */
#include <assert.h>
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size;
  int all[6], part[2], ranks[3], out[3], in[3];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0)
    for (int i = 0; i < 6; i++)
      all[i] = i;
  MPI_Scatter(all, 2, MPI_INT, part, 2, MPI_INT, 0, MPI_COMM_WORLD);
  assert(part[0] == 2 * rank && part[1] == 2 * rank + 1);
  part[0] *= 2;
  part[1] *= 2;
  MPI_Gather(part, 2, MPI_INT, all, 2, MPI_INT, 0, MPI_COMM_WORLD);
  if (rank == 0)
    for (int i = 0; i < 6; i++)
      assert(all[i] == 2 * i);
  MPI_Allgather(&rank, 1, MPI_INT, ranks, 1, MPI_INT, MPI_COMM_WORLD);
  for (int i = 0; i < 3; i++) {
    assert(ranks[i] == i);
    out[i] = 10 * rank + i;
  }
  MPI_Alltoall(out, 1, MPI_INT, in, 1, MPI_INT, MPI_COMM_WORLD);
  for (int i = 0; i < 3; i++)
    assert(in[i] == 10 * i + rank);
  MPI_Finalize();
  return 0;
}
