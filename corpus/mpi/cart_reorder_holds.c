/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* With reorder, the grid may number the processes in any order: the program uses the
 * ranks of the new communicator, so every arrangement works. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, wrank, left, right, got = -1, back = -1;
  int dims[1] = {3}, periods[1] = {1};
  MPI_Comm ring;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
  MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 1, &ring);
  MPI_Comm_rank(ring, &rank);
  MPI_Cart_shift(ring, 0, 1, &left, &right);
  MPI_Sendrecv(&rank, 1, MPI_INT, right, 0, &got, 1, MPI_INT, left, 0, ring, MPI_STATUS_IGNORE);
  assert(got == left);
  MPI_Sendrecv(&wrank, 1, MPI_INT, left, 1, &back, 1, MPI_INT, right, 1, ring, MPI_STATUS_IGNORE);
  assert(back >= 0 && back < 3 && back != wrank);
  MPI_Comm_free(&ring);
  MPI_Finalize();
  return 0;
}
