/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation assertion
 * line: 18
 */
/* Process 0 aborts at once, but process 1 may fail its assertion before the abort
 * takes effect: MPI_Abort does not stop the other processes at the time of the call. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Abort(MPI_COMM_WORLD, 2);
  else
    assert(rank == 0);
  MPI_Finalize();
  return 0;
}
