/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* Process 0 posts two wildcard receives; whichever order the messages arrive in, the
 * statuses name the senders and each value matches its sender. */
#include <assert.h>
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, v[2];
  MPI_Request r[2];
  MPI_Status s[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&v[0], 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&v[1], 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &r[1]);
    MPI_Waitall(2, r, s);
    assert(v[0] == 10 * s[0].MPI_SOURCE && v[1] == 10 * s[1].MPI_SOURCE);
    assert(s[0].MPI_SOURCE != s[1].MPI_SOURCE);
    assert(r[0] == MPI_REQUEST_NULL && r[1] == MPI_REQUEST_NULL);
  } else {
    int x = 10 * rank;
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
