/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation assertion
 * line: 19
 */
/* Planted bug: the program takes MPI_Waitany to complete the first request first. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, v[2] = {0, 0}, idx;
  MPI_Request r[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&v[0], 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&v[1], 1, MPI_INT, 2, 0, MPI_COMM_WORLD, &r[1]);
    MPI_Waitany(2, r, &idx, MPI_STATUS_IGNORE);
    assert(idx == 0);
    MPI_Waitany(2, r, &idx, MPI_STATUS_IGNORE);
  } else {
    MPI_Send(&rank, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
