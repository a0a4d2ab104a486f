/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 14
 */
/* MPI_Sendrecv with one buffer for both halves: MPI requires them to be disjoint (that
 * is MPI_Sendrecv_replace's job). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, a[3] = {1, 2, 3};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Sendrecv(a, 2, MPI_INT, 1 - rank, 0, &a[1], 2, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
