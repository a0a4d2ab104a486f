/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation deadlock
 * line: 24
 */
/* A send followed by a receive whose message is already in transit: buffering rank 1's
 * first send lets it take rank 2's message at once, which frees rank 2's send to rank 0,
 * whose wildcard receive may then take rank 2's value first, and rank 0 waits for a
 * message rank 1 never sends. With every send synchronous rank 0 always takes rank 1's
 * value first; the search with each send buffered or not must find the deadlock (the
 * buffering is offered because the receive after it can go on). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v = 0, src = -1;
  MPI_Status st;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, &st);
    src = st.MPI_SOURCE;
    MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, &st);
    if (src == 2)
      MPI_Recv(&v, 1, MPI_INT, 1, 9, MPI_COMM_WORLD, &st);
  } else if (rank == 1) {
    MPI_Send(&v, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
    MPI_Recv(&v, 1, MPI_INT, 2, 8, MPI_COMM_WORLD, &st);
  } else if (rank == 2) {
    MPI_Send(&v, 1, MPI_INT, 1, 8, MPI_COMM_WORLD);
    MPI_Send(&v, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
