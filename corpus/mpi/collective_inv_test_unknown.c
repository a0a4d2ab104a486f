/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: unknown
 */
/* MPI_Test inside a loop with a collective invariant: what a test answers depends on
 * how far the other processes have run, which the collective invariant's barrier
 * would fix, so the run is unknown rather than a verdict about fewer behaviours. */
#include <mpi.h>
#include <assert.h>
#pragma TASS input {N >= 0}
int N;

int main(int argc, char **argv) {
  int rank, i = 0, flag, x = 0, y = 0;
  MPI_Request r;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma TASS collective invariant L i == PROC[1 - rank]@main.i && i <= N
  while (i < N) {
    MPI_Irecv(&y, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, &r);
    MPI_Send(&x, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD);
    flag = 0;
    while (!flag)
      MPI_Test(&r, &flag, MPI_STATUS_IGNORE);
    i++;
  }
  MPI_Finalize();
  return 0;
}
