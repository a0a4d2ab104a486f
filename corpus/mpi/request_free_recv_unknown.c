/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: unknown
 */
/* MPI_Request_free of a receive that has not matched its message: the receive would
 * complete at a time the program cannot know; tass does not model it. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Request r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r);
    MPI_Request_free(&r);
  } else {
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
