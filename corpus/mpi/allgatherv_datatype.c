/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 15
 */
/* Planted bug: process 1 sends doubles where the others expect ints. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, all[2], counts[2] = {1, 1}, displs[2] = {0, 1}, x = 1;
  double d = 1.0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1)
    MPI_Allgatherv(&d, 1, MPI_DOUBLE, all, counts, displs, MPI_INT, MPI_COMM_WORLD);
  else
    MPI_Allgatherv(&x, 1, MPI_INT, all, counts, displs, MPI_INT, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
