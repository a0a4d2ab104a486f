/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation mpi
 * line: 17
 */
/* Planted bug: process 2 passes MPI_UNDEFINED as its color, gets MPI_COMM_NULL, and
 * uses it. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Comm c;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, rank == 2 ? MPI_UNDEFINED : 0, 0, &c);
  if (rank == 2)
    MPI_Barrier(c);
  else
    MPI_Comm_free(&c);
  MPI_Finalize();
  return 0;
}
