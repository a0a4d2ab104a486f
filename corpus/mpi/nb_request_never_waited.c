/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 18
 */
/* Process 0 posts a receive it never completes before MPI_Finalize. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 7, y;
  MPI_Request r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Irecv(&y, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r);
  else
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
