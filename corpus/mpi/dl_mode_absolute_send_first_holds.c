/* tass-test
 * run: tass verify -np=3 --deadlock=absolute $FILE
 * expect: holds
 */
/* Every process sends before it receives: a potential deadlock (the default mode reports
 * it), but no absolute one: with buffering every send completes and every receive is
 * matched. --deadlock=absolute checks only absolute deadlocks (the report says so). */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, size, out, in;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  out = rank;
  MPI_Send(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
  MPI_Recv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  assert(in == (rank + size - 1) % size);
  MPI_Finalize();
  return 0;
}
