/* tass-test
 * run: tass verify -np=1 $FILE
 * expect: violation mpi
 * line: 12
 */
/* Planted bug: a basic datatype may not be freed. */
#include <mpi.h>

int main(int argc, char **argv) {
  MPI_Datatype t = MPI_INT;
  MPI_Init(&argc, &argv);
  MPI_Type_free(&t);
  MPI_Finalize();
  return 0;
}
