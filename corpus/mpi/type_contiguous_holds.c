/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* MPI_Type_contiguous of 4 doubles: 2 items sent, 8 MPI_DOUBLE received; MPI_Get_count
 * counts 8 doubles, 2 items of the derived type, and MPI_UNDEFINED in items of 3. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, i, n;
  double a[8], b[8];
  MPI_Datatype quad, triple;
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Type_contiguous(4, MPI_DOUBLE, &quad);
  MPI_Type_contiguous(3, MPI_DOUBLE, &triple);
  MPI_Type_commit(&quad);
  MPI_Type_commit(&triple);
  for (i = 0; i < 8; i++)
    a[i] = i;
  if (rank == 0) {
    MPI_Send(a, 2, quad, 1, 0, MPI_COMM_WORLD);
  } else {
    MPI_Recv(b, 8, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD, &s);
    for (i = 0; i < 8; i++)
      assert(b[i] == i);
    MPI_Get_count(&s, MPI_DOUBLE, &n);
    assert(n == 8);
    MPI_Get_count(&s, quad, &n);
    assert(n == 2);
    MPI_Get_count(&s, triple, &n);
    assert(n == MPI_UNDEFINED);
  }
  MPI_Type_free(&quad);
  MPI_Type_free(&triple);
  MPI_Finalize();
  return 0;
}
