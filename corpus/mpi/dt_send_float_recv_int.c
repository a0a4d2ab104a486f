/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation mpi
 * line: 17
 */
/* A float sent as MPI_FLOAT, received with MPI_ANY_SOURCE as MPI_INT: whichever message
 * arrives first, its datatype does not match. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    int y[2];
    for (int i = 0; i < 2; i++)
      MPI_Recv(&y[i], 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    float x = 2.0f * rank;
    MPI_Send(&x, 1, MPI_FLOAT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
