/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* MPI_Testsome polled: 0 requests ("not yet") or a non-empty set of them. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, v[2] = {0, 0}, idx[2], n, k, got = 0;
  MPI_Request r[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&v[0], 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&v[1], 1, MPI_INT, 2, 0, MPI_COMM_WORLD, &r[1]);
    while (got < 2) {
      MPI_Testsome(2, r, &n, idx, MPI_STATUSES_IGNORE);
      assert(n >= 0 && n <= 2 - got);
      for (k = 0; k < n; k++)
        assert(v[idx[k]] == idx[k] + 1);
      got += n;
    }
  } else {
    MPI_Send(&rank, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
