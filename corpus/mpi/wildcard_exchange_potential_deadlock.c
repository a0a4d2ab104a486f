/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation deadlock
 * line: 16
 */
/* Both processes send first, then receive, process 0 from any source: without
 * buffering neither send can complete (a potential deadlock, which the synchronous
 * search finds although the receive is a wildcard); with buffering the exchange works
 * (--deadlock=absolute holds, see wildcard_exchange_absolute_holds.c). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, out = 1, in;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Send(&out, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD);
  MPI_Recv(&in, 1, MPI_INT, rank == 0 ? MPI_ANY_SOURCE : 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
