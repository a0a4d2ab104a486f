/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* A halo exchange whose message is empty on the last step: a zero-count send and
 * receive with NULL buffers are valid MPI. */
#include <mpi.h>
#include <stddef.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Send(NULL, 0, MPI_DOUBLE, 1, 3, MPI_COMM_WORLD);
  else
    MPI_Recv(NULL, 0, MPI_DOUBLE, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
