/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation deadlock
 * line: 25
 */
/* Process r runs the loop N + r times: the loops do not iterate together (a conflicting loop exit), and the last process waits for a message nobody sends. */
#include <mpi.h>
#include <assert.h>
#pragma TASS input {N >= 0}
int N;

int main(int argc, char **argv) {
  int rank, size, i = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int right = (rank + 1) % size, left = (rank + size - 1) % size;
  int token = rank, got = 0, sum = 0;
#pragma TASS collective invariant L i == PROC[right]@main.i
  while (i < N + rank) {
    if (rank % 2 == 0) {
      MPI_Send(&token, 1, MPI_INT, right, 0, MPI_COMM_WORLD);
      MPI_Recv(&got, 1, MPI_INT, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
      MPI_Recv(&got, 1, MPI_INT, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Send(&token, 1, MPI_INT, right, 0, MPI_COMM_WORLD);
    }
    token = got;
    i++;
  }
  
  MPI_Finalize();
  return 0;
}
