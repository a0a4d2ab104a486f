/* tass-test
 * run: tass verify -np=4 $FILE
 * expect: holds
 */
/* A ring shift with MPI_Sendrecv (which cannot deadlock, unlike Send then Recv), then
 * with MPI_Sendrecv_replace in the other direction: each value comes back home. */
#include <assert.h>
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, mine, got;
  MPI_Status st;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int left = (rank + size - 1) % size, right = (rank + 1) % size;
  mine = 7 * rank;
  MPI_Sendrecv(&mine, 1, MPI_INT, right, 0, &got, 1, MPI_INT, left, 0, MPI_COMM_WORLD, &st);
  assert(got == 7 * left && st.MPI_SOURCE == left);
  MPI_Sendrecv_replace(&got, 1, MPI_INT, left, 1, right, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  assert(got == mine);
  MPI_Finalize();
  return 0;
}
