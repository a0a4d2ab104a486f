/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation assertion
 * line: 25
 */
/* A nonblocking halo exchange whose receive buffers are swapped: the value from the left
 * neighbour lands in from_right, and the assertion fails (with three processes the two
 * neighbours differ). */
#include <assert.h>
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, mine, from_left, from_right;
  MPI_Request req[4];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int left = (rank + size - 1) % size, right = (rank + 1) % size;
  mine = 100 + rank;
  MPI_Irecv(&from_right, 1, MPI_INT, left, 0, MPI_COMM_WORLD, &req[0]);
  MPI_Irecv(&from_left, 1, MPI_INT, right, 1, MPI_COMM_WORLD, &req[1]);
  MPI_Isend(&mine, 1, MPI_INT, right, 0, MPI_COMM_WORLD, &req[2]);
  MPI_Isend(&mine, 1, MPI_INT, left, 1, MPI_COMM_WORLD, &req[3]);
  MPI_Waitall(4, req, MPI_STATUSES_IGNORE);
  assert(from_left == 100 + left);
  MPI_Finalize();
  return 0;
}
