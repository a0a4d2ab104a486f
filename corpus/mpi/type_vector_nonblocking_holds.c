/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* A column exchange with MPI_Isend/MPI_Irecv of a vector type: each process sends its
 * last column and receives the other's into its first (a halo), with MPI_Sendrecv
 * doing the same for the rows (contiguous). */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, other, i, j, m[2][3];
  MPI_Datatype column;
  MPI_Request r[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  other = 1 - rank;
  for (i = 0; i < 2; i++)
    for (j = 0; j < 3; j++)
      m[i][j] = 100 * rank + 10 * i + j;
  MPI_Type_vector(2, 1, 3, MPI_INT, &column);
  MPI_Type_commit(&column);
  MPI_Irecv(&m[0][0], 1, column, other, 0, MPI_COMM_WORLD, &r[0]);
  MPI_Isend(&m[0][2], 1, column, other, 0, MPI_COMM_WORLD, &r[1]);
  MPI_Waitall(2, r, MPI_STATUSES_IGNORE);
  for (i = 0; i < 2; i++) {
    assert(m[i][0] == 100 * other + 10 * i + 2);
    assert(m[i][1] == 100 * rank + 10 * i + 1);
  }
  MPI_Type_free(&column);
  MPI_Finalize();
  return 0;
}
