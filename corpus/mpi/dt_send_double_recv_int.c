/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 20
 */
/* Seed 001 Fig. 1, property 10: the datatype of a receive must match the send's. Each
 * buffer has the C type of its own datatype; the message goes as MPI_DOUBLE and is
 * received as MPI_INT. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    double x = 1.5;
    MPI_Send(&x, 1, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD);
  } else {
    int y;
    MPI_Recv(&y, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Finalize();
  return 0;
}
