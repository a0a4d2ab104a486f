/* tass-test
 * run: tass verify -np=4 $FILE
 * expect: holds
 */
/* Prefix sums over the ranks: MPI_Scan includes the process's own value, MPI_Exscan
 * does not and leaves process 0's receive buffer as it was. */
#include <assert.h>
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v, inc, exc = -7;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  v = rank + 1;
  MPI_Scan(&v, &inc, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Exscan(&v, &exc, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  assert(2 * inc == (rank + 1) * (rank + 2));
  assert(rank == 0 ? exc == -7 : 2 * exc == rank * (rank + 1));
  MPI_Finalize();
  return 0;
}
