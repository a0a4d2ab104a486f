/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: unknown
 */
/* An MPI function outside tass's subset (not even declared by its mpi.h) makes the
 * verdict unknown when a process reaches it, naming it. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Pcontrol(1);
  MPI_Finalize();
  return 0;
}
