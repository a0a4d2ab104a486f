/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation deadlock
 */
/* Planted bug: the message is sent on the duplicate but received on MPI_COMM_WORLD:
 * it never matches. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 1;
  MPI_Comm dup;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_dup(MPI_COMM_WORLD, &dup);
  if (rank == 0)
    MPI_Send(&x, 1, MPI_INT, 1, 0, dup);
  else
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Comm_free(&dup);
  MPI_Finalize();
  return 0;
}
