/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation assertion
 * line: 21
 */
/* Assuming process 1's message fills the first wildcard receive is wrong: process 2's
 * may arrive first. */
#include <assert.h>
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v[2];
  MPI_Request r[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&v[0], 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&v[1], 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &r[1]);
    MPI_Wait(&r[1], MPI_STATUS_IGNORE);
    MPI_Wait(&r[0], MPI_STATUS_IGNORE);
    assert(v[0] == 10);
  } else {
    int x = 10 * rank;
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
