/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: unknown
 */
/* Communicators other than MPI_COMM_WORLD are not modelled: the verdict is unknown, not
 * a verdict about a call tass did not interpret. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 1, y = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Allreduce(&x, &y, 1, MPI_INT, MPI_SUM, MPI_COMM_SELF);
  MPI_Finalize();
  return 0;
}
