/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* A token passed around a ring; MPI_Init(NULL, NULL) as most codes write it. */
#include <mpi.h>
#include <assert.h>

int main(void) {
  int rank, size, token;
  MPI_Init(NULL, NULL);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) {
    token = 7;
    MPI_Send(&token, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
    MPI_Recv(&token, 1, MPI_INT, size - 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    assert(token == 7 + size - 1);
  } else {
    MPI_Recv(&token, 1, MPI_INT, rank - 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    token++;
    MPI_Send(&token, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
