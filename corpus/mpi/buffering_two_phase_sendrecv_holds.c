/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* Which value rank 0 takes first decides whether a second phase runs. Rank 2 sends
 * only after rank 1's second send, so rank 2's value can arrive first only when the
 * MPI library buffers rank 1's first send. The second phase is a head-to-head
 * exchange of empty messages through MPI_Sendrecv, which cannot deadlock under any
 * buffering. */
#include <mpi.h>

static int gather_first(int rank) {
  int first = -1, second = -1;
  if (rank == 0) {
    MPI_Recv(&first, 1, MPI_INT, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&second, 1, MPI_INT, MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    int mine = 10, go = 1;
    MPI_Send(&mine, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
    MPI_Send(&go, 1, MPI_INT, 2, 8, MPI_COMM_WORLD);
  } else if (rank == 2) {
    int mine = 20, go;
    MPI_Recv(&go, 1, MPI_INT, 1, 8, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Send(&mine, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
  }
  return first;
}

static void swap_empty(int rank) {
  int nothing = 0;
  int peer = rank == 0 ? 1 : 0;
  int got = 0;
  MPI_Sendrecv(&nothing, 0, MPI_INT, peer, 9, &got, 0, MPI_INT, peer, 9, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
}

int main(int argc, char **argv) {
  int rank, first;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  first = gather_first(rank);
  MPI_Bcast(&first, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (first == 20 && rank < 2)
    swap_empty(rank);
  MPI_Finalize();
  return 0;
}
