/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation mpi
 * line: 22
 */
/* Planted bug: the buffer is sized by the probed count less one; the receive of the
 * longer message overflows it. */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, k, n, data[4] = {1, 2, 3, 4};
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    for (k = 0; k < 2; k++) {
      MPI_Probe(MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &s);
      MPI_Get_count(&s, MPI_INT, &n);
      int *buf = malloc(3 * sizeof(int));
      int m = n > 1 ? n - 1 : n;
      MPI_Recv(buf, m, MPI_INT, s.MPI_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      free(buf);
    }
  } else {
    MPI_Send(data, rank + 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
