/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: holds
 */
/* MPI_Testany polled: "not yet" (flag 0, index MPI_UNDEFINED) or one completed
 * request; with no active request left, flag 1 and index MPI_UNDEFINED. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int rank, v[2] = {0, 0}, idx, flag, got = 0;
  MPI_Request r[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Irecv(&v[0], 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &r[0]);
    MPI_Irecv(&v[1], 1, MPI_INT, 2, 0, MPI_COMM_WORLD, &r[1]);
    while (got < 2) {
      MPI_Testany(2, r, &idx, &flag, MPI_STATUS_IGNORE);
      if (flag) {
        assert(idx == 0 || idx == 1);
        assert(v[idx] == idx + 1);
        got++;
      } else {
        assert(idx == MPI_UNDEFINED);
      }
    }
    MPI_Testany(2, r, &idx, &flag, MPI_STATUS_IGNORE);
    assert(flag && idx == MPI_UNDEFINED);
  } else {
    MPI_Send(&rank, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
