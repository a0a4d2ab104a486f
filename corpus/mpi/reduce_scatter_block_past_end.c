/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 17
 */
/* MPI_Reduce_scatter_block reads a block for every process from each send buffer: with
 * two processes and blocks of two, a send buffer of two elements is too small. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  int send[2], recv[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  send[0] = rank;
  send[1] = rank + 1;
  MPI_Reduce_scatter_block(send, recv, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
