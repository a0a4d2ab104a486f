/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 15
 */
/* The whole matrix from its second row on runs past the end of the object. */
#include <mpi.h>
#define ROWS 2
#define COLS 3

int main(int argc, char **argv) {
  int rank, b[ROWS][COLS];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Bcast(&b[1][0], ROWS * COLS, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
