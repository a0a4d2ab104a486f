/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation deadlock
 */
/* Each process waits for its receive before it sends: nobody ever sends. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, x = 0, y;
  MPI_Request r, s;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Irecv(&y, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, &r);
  MPI_Wait(&r, MPI_STATUS_IGNORE);
  MPI_Isend(&x, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, &s);
  MPI_Wait(&s, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
