/* tass-test
 * run: tass compare -np2=3 $DIR/diffusion_spec.c $FILE
 * expect: violation invariant
 * line: 44
 */
/* diffusion_mpi.c with a wrong update: the right neighbour is read as mine[j - 1]
 * (the left one twice). The joint invariant, true of the right scheme, fails after one
 * time step; exploring the loops step by step finds inputs with nt >= 1 where it is
 * false at the second visit of the head. */
#include <mpi.h>
#define NX 6
#pragma TASS input {nt >= 0}
int nt;
#pragma TASS input
double k;
#pragma TASS input
double u0[NX];
#pragma TASS output
double u[NX];

int size;

/* The first point of process r's block. */
int block_start(int r) { return NX * r / size; }

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int lo = block_start(rank), len = block_start(rank + 1) - lo;
  /* The nearest processes with points to the left and to the right. */
  int left = MPI_PROC_NULL, right = MPI_PROC_NULL;
  for (int r = rank - 1; len > 0 && r >= 0 && left == MPI_PROC_NULL; r--)
    if (block_start(r + 1) > block_start(r))
      left = r;
  for (int r = rank + 1; len > 0 && r < size && right == MPI_PROC_NULL; r++)
    if (block_start(r + 1) > block_start(r))
      right = r;
  double mine[len + 2], next[len + 2];
  for (int j = 1; j <= len; j++)
    mine[j] = u0[lo + j - 1];
  int t = 0;
#pragma TASS joint invariant TIME t == spec.t && \
  (forall {int j | 0 <= j && j < len} mine[j + 1] == spec.u[lo + j])
  while (t < nt) {
    if (len > 0) {
      MPI_Sendrecv(&mine[1], 1, MPI_DOUBLE, left, 0, &mine[len + 1], 1, MPI_DOUBLE, right, 0,
                   MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Sendrecv(&mine[len], 1, MPI_DOUBLE, right, 1, &mine[0], 1, MPI_DOUBLE, left, 1,
                   MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    for (int j = 1; j <= len; j++) {
      int g = lo + j - 1;
      if (g == 0 || g == NX - 1)
        next[j] = mine[j];
      else
        next[j] = mine[j] + k * (mine[j - 1] - 2 * mine[j] + mine[j - 1]);
    }
    for (int j = 1; j <= len; j++)
      mine[j] = next[j];
    t++;
  }
  if (rank == 0) {
    for (int j = 0; j < len; j++)
      u[lo + j] = mine[j + 1];
    for (int r = 1; r < size; r++) {
      int n = block_start(r + 1) - block_start(r);
      if (n > 0)
        MPI_Recv(&u[block_start(r)], n, MPI_DOUBLE, r, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
  } else if (len > 0) {
    MPI_Send(&mine[1], len, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
