/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* MPI_Probe from any source, MPI_Get_count, then a receive of exactly that many
 * elements from the probed source: messages of different lengths from either sender
 * first. */
#include <mpi.h>
#include <assert.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, k, n, i, data[4] = {1, 2, 3, 4};
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    for (k = 0; k < 2; k++) {
      MPI_Probe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &s);
      MPI_Get_count(&s, MPI_INT, &n);
      assert(n == s.MPI_SOURCE + 1);
      assert(s.MPI_TAG == 10 * s.MPI_SOURCE);
      int *buf = malloc(n * sizeof(int));
      MPI_Recv(buf, n, MPI_INT, s.MPI_SOURCE, s.MPI_TAG, MPI_COMM_WORLD, &s);
      MPI_Get_count(&s, MPI_INT, &i);
      assert(i == n);
      for (i = 0; i < n; i++)
        assert(buf[i] == i + 1);
      free(buf);
    }
  } else {
    MPI_Send(data, rank + 1, MPI_INT, 0, 10 * rank, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
