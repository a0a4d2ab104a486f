/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* A matrix is sent as its contiguous storage, as every MPI code does: &b[0][0], b and
 * a row pointer all start a buffer that runs over the whole object in row-major order. */
#include <mpi.h>
#include <assert.h>
#define ROWS 2
#define COLS 3

int main(int argc, char **argv) {
  int rank, b[ROWS][COLS], c[ROWS][COLS], flat[ROWS * COLS];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    for (int i = 0; i < ROWS; i++)
      for (int j = 0; j < COLS; j++)
        b[i][j] = i * COLS + j;
  MPI_Bcast(&b[0][0], ROWS * COLS, MPI_INT, 0, MPI_COMM_WORLD);
  assert(b[1][2] == 5);
  if (rank == 1) {
    MPI_Send(b, ROWS * COLS, MPI_INT, 0, 0, MPI_COMM_WORLD);
    MPI_Send(b[1], COLS, MPI_INT, 0, 1, MPI_COMM_WORLD);
  } else {
    MPI_Recv(&c[0][0], ROWS * COLS, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(flat, COLS, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    for (int i = 0; i < ROWS; i++)
      for (int j = 0; j < COLS; j++)
        assert(c[i][j] == i * COLS + j);
    assert(flat[0] == 3 && flat[2] == 5);
  }
  MPI_Finalize();
  return 0;
}
