/* tass-test
 * run: tass compare -np2=2 $DIR/scale_spec.c $FILE
 * expect: unknown
 * stop: unsupported
 */
/* A wildcard receive inside the loops: keeping the processes in step at the heads
 * could hide a message of a process running ahead, so the run is unknown. */
#include <mpi.h>
#pragma TASS input {n >= 0}
int n;
#pragma TASS input
int a0[4];
#pragma TASS output
int a[4];

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int lo = 2 * rank, b[2];
  for (int j = 0; j < 2; j++)
    b[j] = a0[lo + j];
  int t = 0;
#pragma TASS joint invariant STEP t == spec.t && \
  (forall {int j | 0 <= j && j < 2} b[j] == spec.a[lo + j])
  while (t < n) {
    for (int j = 0; j < 2; j++)
      b[j] += lo + j + 1;
    int x = rank;
    if (rank == 0)
      MPI_Recv(&x, 1, MPI_INT, MPI_ANY_SOURCE, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    else
      MPI_Send(&x, 1, MPI_INT, 0, 1, MPI_COMM_WORLD);
    t++;
  }
#pragma TASS joint assert DONE b[0] == spec.a[lo] && b[1] == spec.a[lo + 1]
  if (rank == 0) {
    a[0] = b[0];
    a[1] = b[1];
    MPI_Recv(&a[2], 2, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    MPI_Send(b, 2, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
