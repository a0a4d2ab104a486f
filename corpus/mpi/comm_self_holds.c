/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* MPI_COMM_SELF: each process alone; a collective on it involves only the caller, and
 * a message to rank 0 of it goes to the process itself. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, me, size, x, y = 0, z = 0;
  MPI_Request r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_rank(MPI_COMM_SELF, &me);
  MPI_Comm_size(MPI_COMM_SELF, &size);
  assert(me == 0 && size == 1);
  x = rank + 5;
  MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_SELF);
  assert(y == x);
  MPI_Isend(&x, 1, MPI_INT, 0, 0, MPI_COMM_SELF, &r);
  MPI_Recv(&z, 1, MPI_INT, 0, 0, MPI_COMM_SELF, MPI_STATUS_IGNORE);
  MPI_Wait(&r, MPI_STATUS_IGNORE);
  assert(z == x);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
