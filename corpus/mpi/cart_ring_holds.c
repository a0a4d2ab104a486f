/* tass-test
 * run: tass verify -np=4 $FILE
 * expect: holds
 */
/* A periodic 1-d grid: MPI_Dims_create, MPI_Cart_create, MPI_Cart_shift; each process
 * passes its rank to the right and receives its left neighbour's. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int size, rank, left, right, got = -1;
  int dims[1] = {0}, periods[1] = {1};
  MPI_Comm ring;
  MPI_Init(&argc, &argv);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Dims_create(size, 1, dims);
  assert(dims[0] == size);
  MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &ring);
  MPI_Comm_rank(ring, &rank);
  MPI_Cart_shift(ring, 0, 1, &left, &right);
  assert(right == (rank + 1) % size && left == (rank + size - 1) % size);
  MPI_Sendrecv(&rank, 1, MPI_INT, right, 0, &got, 1, MPI_INT, left, 0, ring, MPI_STATUS_IGNORE);
  assert(got == left);
  MPI_Comm_free(&ring);
  MPI_Finalize();
  return 0;
}
