/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation deadlock
 */
/* Planted bug: process 0 probes for tag 1, but process 1 sends tag 0 and then waits for
 * a reply. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Probe(1, 1, MPI_COMM_WORLD, &s);
    MPI_Recv(&x, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, &s);
    MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  } else {
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &s);
  }
  MPI_Finalize();
  return 0;
}
