/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation assertion
 * line: 20
 */
/* Planted bug: the program takes MPI_Waitsome to return both requests at once. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, v[2], idx[2], n = 0;
  MPI_Request r[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&v[0], 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&v[1], 1, MPI_INT, 2, 0, MPI_COMM_WORLD, &r[1]);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Waitsome(2, r, &n, idx, MPI_STATUSES_IGNORE);
    assert(n == 2);
  } else {
    MPI_Send(&rank, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
