/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* MPI_Reduce_scatter: blocks of 1, 2 and 3 elements of the element-wise sum; process 2
 * gives its data in place. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, i, v[6], r[6], counts[3] = {1, 2, 3}, first;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (i = 0; i < 6; i++)
    v[i] = i + rank;
  if (rank == 2) {
    for (i = 0; i < 6; i++)
      r[i] = v[i];
    MPI_Reduce_scatter(MPI_IN_PLACE, r, counts, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  } else {
    MPI_Reduce_scatter(v, r, counts, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  }
  first = rank == 0 ? 0 : rank == 1 ? 1 : 3;
  for (i = 0; i <= rank; i++)
    assert(r[i] == 3 * (first + i) + 3);
  MPI_Finalize();
  return 0;
}
