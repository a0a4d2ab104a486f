/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation deadlock
 * line: 15
 */
/* Each rank sends to the next one, passes the barrier, then receives: the sends may
 * wait for receives that are posted only after the barrier (a potential deadlock). */
#include <mpi.h>
#include <assert.h>
int main(int argc, char **argv) {
  int rank, size, in = -1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Send(&rank, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Recv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  assert(in == (rank + size - 1) % size);
  MPI_Finalize();
  return 0;
}
