/* tass-test
 * run: tass verify -np=3 --deadlock=absolute $FILE
 * expect: violation deadlock
 * line: 16
 */
/* Every process receives before it sends: no buffering helps, an absolute deadlock,
 * reported in --deadlock=absolute mode too. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, out, in;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  out = rank;
  MPI_Recv(&in, 1, MPI_INT, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Send(&out, 1, MPI_INT, (rank + 1) % size, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
