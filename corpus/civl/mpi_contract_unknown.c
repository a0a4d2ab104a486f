/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: unknown
 */
/* CIVL's MPI contracts (`\mpi_collective(...)`, `\mpi_valid`) are parsed and reported
 * as not checked: the verdict is unknown, naming them.
 * run with -np=2 */
#include <mpi.h>
#include <civl-mpi.cvh>

/*@ \mpi_collective(MPI_COMM_WORLD, P2P):
      requires \mpi_valid(buf, count, MPI_INT);
      ensures \true;
*/
void share(int *buf, int count) {
  MPI_Bcast(buf, count, MPI_INT, 0, MPI_COMM_WORLD);
}

int main(int argc, char **argv) {
  int b[2] = {1, 2};
  MPI_Init(&argc, &argv);
  share(b, 2);
  MPI_Finalize();
  return 0;
}
