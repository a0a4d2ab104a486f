/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation deadlock
 */
/* Planted bug: the two processes call the collectives of two communicators in
 * different orders. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Comm c;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_split(MPI_COMM_WORLD, 0, rank, &c);
  if (rank == 0) {
    MPI_Barrier(c);
    MPI_Barrier(MPI_COMM_WORLD);
  } else {
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Barrier(c);
  }
  MPI_Comm_free(&c);
  MPI_Finalize();
  return 0;
}
