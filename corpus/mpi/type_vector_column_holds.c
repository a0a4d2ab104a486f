/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* MPI_Type_vector: process 0 sends column 1 of its 3 x 3 matrix; process 1 receives it
 * once as 3 contiguous ints and once into column 2 of its own matrix (the type
 * signatures match: 3 MPI_INT). */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, i, j, m[3][3], col[3], size;
  MPI_Datatype column;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Type_vector(3, 1, 3, MPI_INT, &column);
  MPI_Type_commit(&column);
  MPI_Type_size(column, &size);
  assert(size == 3 * sizeof(int));
  for (i = 0; i < 3; i++)
    for (j = 0; j < 3; j++)
      m[i][j] = rank == 0 ? 10 * i + j : -1;
  if (rank == 0) {
    MPI_Send(&m[0][1], 1, column, 1, 0, MPI_COMM_WORLD);
    MPI_Send(&m[0][1], 1, column, 1, 1, MPI_COMM_WORLD);
  } else {
    MPI_Recv(col, 3, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&m[0][2], 1, column, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    for (i = 0; i < 3; i++) {
      assert(col[i] == 10 * i + 1);
      assert(m[i][2] == 10 * i + 1);
      assert(m[i][0] == -1 && m[i][1] == -1);
    }
  }
  MPI_Type_free(&column);
  assert(column == MPI_DATATYPE_NULL);
  MPI_Finalize();
  return 0;
}
