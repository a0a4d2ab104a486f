/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation mpi
 * line: 18
 */
/* The root gathers floats, the other processes send ints. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    float v = 0.5f, all[3];
    MPI_Gather(&v, 1, MPI_FLOAT, all, 1, MPI_FLOAT, 0, MPI_COMM_WORLD);
  } else {
    int v = rank, unused[3];
    MPI_Gather(&v, 1, MPI_INT, unused, 1, MPI_INT, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
