/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 17
 */
/* Planted bug: a column of 4 rows sent from a 3 x 3 matrix. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, m[3][3] = {{0}}, col[4];
  MPI_Datatype column;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Type_vector(4, 1, 3, MPI_INT, &column);
  MPI_Type_commit(&column);
  if (rank == 0)
    MPI_Send(&m[0][1], 1, column, 1, 0, MPI_COMM_WORLD);
  else
    MPI_Recv(col, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Type_free(&column);
  MPI_Finalize();
  return 0;
}
