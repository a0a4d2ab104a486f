/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation deadlock
 */
/* Planted bug: both processes wait in MPI_Waitany for receives before sending. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v[2], idx, other;
  MPI_Request r[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  other = 1 - rank;
  MPI_Irecv(&v[0], 1, MPI_INT, other, 0, MPI_COMM_WORLD, &r[0]);
  MPI_Irecv(&v[1], 1, MPI_INT, other, 1, MPI_COMM_WORLD, &r[1]);
  MPI_Waitany(2, r, &idx, MPI_STATUS_IGNORE);
  MPI_Send(&rank, 1, MPI_INT, other, 0, MPI_COMM_WORLD);
  MPI_Send(&rank, 1, MPI_INT, other, 1, MPI_COMM_WORLD);
  MPI_Waitany(2, r, &idx, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
