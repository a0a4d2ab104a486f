/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 14
 */
/* Planted bug: MPI_Request_free of MPI_REQUEST_NULL (MPI_ERR_REQUEST). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Request r = MPI_REQUEST_NULL;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Request_free(&r);
  MPI_Finalize();
  return 0;
}
