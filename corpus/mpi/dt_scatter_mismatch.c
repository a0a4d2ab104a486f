/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 16
 */
/* The root scatters with send and receive datatypes that differ (MPI_INT blocks
 * received as MPI_UNSIGNED). */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, all[2] = {3, 4}, mine;
  unsigned umine;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    MPI_Scatter(all, 1, MPI_INT, &umine, 1, MPI_UNSIGNED, 0, MPI_COMM_WORLD);
  else
    MPI_Scatter(all, 1, MPI_INT, &mine, 1, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
