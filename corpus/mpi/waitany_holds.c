/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* MPI_Waitany completes the receives in either order; each index is reported once. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, v[2] = {0, 0}, idx, sum = 0, k;
  MPI_Request r[2];
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&v[0], 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&v[1], 1, MPI_INT, 2, 0, MPI_COMM_WORLD, &r[1]);
    for (k = 0; k < 2; k++) {
      MPI_Waitany(2, r, &idx, &s);
      assert(idx == 0 || idx == 1);
      assert(s.MPI_SOURCE == idx + 1);
      assert(r[idx] == MPI_REQUEST_NULL);
      sum += v[idx];
    }
    assert(sum == 3);
    MPI_Waitany(2, r, &idx, &s);
    assert(idx == MPI_UNDEFINED);
  } else {
    MPI_Send(&rank, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
