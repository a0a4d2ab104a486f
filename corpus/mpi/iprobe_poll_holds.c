/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* MPI_Iprobe polled until it sees the message: it may answer "not yet" at any call. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, x = 0, flag = 0, n;
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    while (!flag)
      MPI_Iprobe(MPI_ANY_SOURCE, 3, MPI_COMM_WORLD, &flag, &s);
    assert(s.MPI_SOURCE == 1 && s.MPI_TAG == 3);
    MPI_Get_count(&s, MPI_INT, &n);
    assert(n == 1);
    MPI_Recv(&x, 1, MPI_INT, s.MPI_SOURCE, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    assert(x == 9);
  } else {
    x = 9;
    MPI_Send(&x, 1, MPI_INT, 0, 3, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
