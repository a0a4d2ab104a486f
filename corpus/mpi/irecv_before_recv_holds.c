/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: holds
 */
/* Receives match in the order they are posted: the first message goes to the earlier
 * MPI_Irecv (whose status records it), the second to the blocking receive after it. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, a = 0, b = 0, x;
  MPI_Request r;
  MPI_Status s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&a, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &r);
    MPI_Recv(&b, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Wait(&r, &s);
    assert(a == 1 && b == 2 && s.MPI_SOURCE == 1 && s.MPI_TAG == 0);
  } else {
    x = 1;
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    x = 2;
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
