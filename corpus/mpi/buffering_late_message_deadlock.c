/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation deadlock
 * line: 25
 */
/* As buffering_then_receive_deadlock.c, but the message rank 1 receives after its send
 * is sent late: rank 2 first waits for a go from rank 0, which rank 0 sends only after
 * its first receive. Buffering rank 1's send when nothing it could receive is in
 * transit lets it do nothing more; it must still be buffered once rank 2's message is
 * there (rank 1 then waiting at its send, unmatched, with rank 0 at its second
 * wildcard receive), and then rank 2's value can be taken before rank 1's. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v = 0, src = -1, go = 1;
  MPI_Status st;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Send(&go, 1, MPI_INT, 2, 5, MPI_COMM_WORLD);
    MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, &st);
    src = st.MPI_SOURCE;
    MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, &st);
    if (src == 2)
      MPI_Recv(&v, 1, MPI_INT, 1, 9, MPI_COMM_WORLD, &st);
  } else if (rank == 1) {
    MPI_Send(&v, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
    MPI_Recv(&v, 1, MPI_INT, 2, 8, MPI_COMM_WORLD, &st);
  } else if (rank == 2) {
    MPI_Recv(&go, 1, MPI_INT, 0, 5, MPI_COMM_WORLD, &st);
    MPI_Send(&v, 1, MPI_INT, 1, 8, MPI_COMM_WORLD);
    MPI_Send(&v, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
