/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* MPI_Reduce_scatter_block: the send buffers (one block of two per process) are summed
 * element-wise, and process i receives block i of the sum; with MPI_IN_PLACE the data
 * is taken from the receive buffer, which holds every block. */
#include <assert.h>
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size;
  int send[6], recv[2], all[6];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  for (int j = 0; j < 6; j++) {
    send[j] = rank * j;
    all[j] = j;
  }
  MPI_Reduce_scatter_block(send, recv, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  /* Element k of block rank is the sum over the processes r of r * (2 * rank + k). */
  assert(recv[0] == 3 * (2 * rank));
  assert(recv[1] == 3 * (2 * rank + 1));
  MPI_Reduce_scatter_block(MPI_IN_PLACE, all, 2, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  assert(all[0] == 2 * rank && all[1] == 2 * rank + 1);
  MPI_Finalize();
  return 0;
}
