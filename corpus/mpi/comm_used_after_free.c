/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 16
 */
/* Planted bug: a copy of a freed communicator's handle is used. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Comm c, copy;
  MPI_Init(&argc, &argv);
  MPI_Comm_dup(MPI_COMM_WORLD, &c);
  copy = c;
  MPI_Comm_free(&c);
  MPI_Comm_rank(copy, &rank);
  MPI_Finalize();
  return 0;
}
