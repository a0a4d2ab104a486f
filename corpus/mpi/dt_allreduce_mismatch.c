/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 19
 */
/* The processes of a collective must pass the same datatype: rank 0 reduces ints,
 * rank 1 doubles (each with buffers of its own type). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    int a = 1, s;
    MPI_Allreduce(&a, &s, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  } else {
    double a = 1.0, s;
    MPI_Allreduce(&a, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
