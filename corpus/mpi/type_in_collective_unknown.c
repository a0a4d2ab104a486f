/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: unknown
 */
/* Derived datatypes are modelled in point-to-point communication only: a collective
 * with one makes the verdict unknown. */
#include <mpi.h>

int main(int argc, char **argv) {
  int a[4] = {1, 2, 3, 4};
  MPI_Datatype pair;
  MPI_Init(&argc, &argv);
  MPI_Type_contiguous(2, MPI_INT, &pair);
  MPI_Type_commit(&pair);
  MPI_Bcast(a, 2, pair, 0, MPI_COMM_WORLD);
  MPI_Type_free(&pair);
  MPI_Finalize();
  return 0;
}
