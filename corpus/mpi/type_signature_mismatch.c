/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 20
 */
/* Planted bug: a vector of ints is received as doubles: the type signatures differ. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, m[2][2] = {{1, 2}, {3, 4}};
  double d[2];
  MPI_Datatype column;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Type_vector(2, 1, 2, MPI_INT, &column);
  MPI_Type_commit(&column);
  if (rank == 0)
    MPI_Send(&m[0][0], 1, column, 1, 0, MPI_COMM_WORLD);
  else
    MPI_Recv(d, 2, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Type_free(&column);
  MPI_Finalize();
  return 0;
}
