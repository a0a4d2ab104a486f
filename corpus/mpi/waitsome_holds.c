/* tass-test
 * run: tass verify -np=4 $FILE
 * expect: holds
 */
/* MPI_Waitsome completes any non-empty set of the requests that may complete; the loop
 * sees each request once, whatever sets the calls return. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, v[3] = {0, 0, 0}, idx[3], n, k, done = 0, sum = 0;
  MPI_Request r[3];
  MPI_Status s[3];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    for (k = 0; k < 3; k++)
      MPI_Irecv(&v[k], 1, MPI_INT, k + 1, 0, MPI_COMM_WORLD, &r[k]);
    while (done < 3) {
      MPI_Waitsome(3, r, &n, idx, s);
      assert(n >= 1 && n <= 3 - done);
      for (k = 0; k < n; k++) {
        assert(s[k].MPI_SOURCE == idx[k] + 1);
        sum += v[idx[k]];
      }
      done += n;
    }
    assert(sum == 6);
    MPI_Waitsome(3, r, &n, idx, s);
    assert(n == MPI_UNDEFINED);
  } else {
    MPI_Send(&rank, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
