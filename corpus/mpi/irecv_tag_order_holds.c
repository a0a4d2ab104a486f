/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* Receives posted for tag 1 then tag 2, sends in the other order: with no buffering each
 * blocking send finds its posted receive, so there is no deadlock, and tags decide where
 * each value goes. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, a = 0, b = 0;
  MPI_Request r[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&a, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&b, 1, MPI_INT, 1, 2, MPI_COMM_WORLD, &r[1]);
    MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
    assert(a == 10 && b == 20);
  } else {
    b = 20;
    MPI_Send(&b, 1, MPI_INT, 0, 2, MPI_COMM_WORLD);
    a = 10;
    MPI_Send(&a, 1, MPI_INT, 0, 1, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
