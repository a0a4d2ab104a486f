/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation mpi
 * line: 19
 */
/* Planted bug: 2 items of 3 ints arrive in a receive of 1 item of 3 ints. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, a[6] = {1, 2, 3, 4, 5, 6}, b[6];
  MPI_Datatype triple;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Type_contiguous(3, MPI_INT, &triple);
  MPI_Type_commit(&triple);
  if (rank == 0)
    MPI_Send(a, 2, triple, 1, 0, MPI_COMM_WORLD);
  else
    MPI_Recv(b, 1, triple, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Type_free(&triple);
  MPI_Finalize();
  return 0;
}
