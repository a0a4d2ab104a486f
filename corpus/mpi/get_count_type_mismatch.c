/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 17
 */
/* Planted bug: MPI_Get_count with a datatype other than the message's. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, n;
  double d[2] = {1.0, 2.0};
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Probe(1, 0, MPI_COMM_WORLD, &s);
    MPI_Get_count(&s, MPI_INT, &n);
    MPI_Recv(d, 2, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    MPI_Send(d, 2, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
