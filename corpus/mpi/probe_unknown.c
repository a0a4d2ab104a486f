/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: unknown
 */
/* MPI functions outside the modelled subset (here MPI_Probe) make the verdict unknown. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  } else {
    MPI_Probe(0, 0, MPI_COMM_WORLD, &s);
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
