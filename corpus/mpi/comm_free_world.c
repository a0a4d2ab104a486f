/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 13
 */
/* Planted bug: MPI_COMM_WORLD may not be freed. */
#include <mpi.h>

int main(int argc, char **argv) {
  MPI_Comm c;
  MPI_Init(&argc, &argv);
  c = MPI_COMM_WORLD;
  MPI_Comm_free(&c);
  MPI_Finalize();
  return 0;
}
