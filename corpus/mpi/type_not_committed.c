/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 16
 */
/* Planted bug: a derived datatype used for communication before MPI_Type_commit. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, a[4] = {1, 2, 3, 4};
  MPI_Datatype pair;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Type_contiguous(2, MPI_INT, &pair);
  if (rank == 0)
    MPI_Send(a, 2, pair, 1, 0, MPI_COMM_WORLD);
  else
    MPI_Recv(a, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Type_free(&pair);
  MPI_Finalize();
  return 0;
}
