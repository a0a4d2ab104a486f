/* tass-test
 * run: tass verify -np=3 $FILE
 * expect: violation assertion
 * line: 21
 */
/* A non-periodic shift: the ends exchange with MPI_PROC_NULL, so the first process's
 * halo keeps its initial value and the assertion that every halo was filled fails. */
#include <assert.h>
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, mine, halo = 99;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int left = rank == 0 ? MPI_PROC_NULL : rank - 1;
  int right = rank == size - 1 ? MPI_PROC_NULL : rank + 1;
  mine = rank;
  MPI_Sendrecv(&mine, 1, MPI_INT, right, 0, &halo, 1, MPI_INT, left, 0, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
  assert(halo == rank - 1);
  MPI_Finalize();
  return 0;
}
