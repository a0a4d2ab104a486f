/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* MPI_Testall polled until both receives and the send complete. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, a = -1, b = -1, me, flag = 0;
  MPI_Request r[3];
  MPI_Status s[3];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  me = rank * 10;
  if (rank == 0) {
    MPI_Irecv(&a, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&b, 1, MPI_INT, 2, 0, MPI_COMM_WORLD, &r[1]);
    MPI_Isend(&me, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, &r[2]);
    while (!flag)
      MPI_Testall(3, r, &flag, s);
    assert(a == 10 && b == 20);
    assert(s[0].MPI_SOURCE == 1 && s[1].MPI_SOURCE == 2);
  } else {
    MPI_Send(&me, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    if (rank == 1) {
      MPI_Recv(&a, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      assert(a == 0);
    }
  }
  MPI_Finalize();
  return 0;
}
