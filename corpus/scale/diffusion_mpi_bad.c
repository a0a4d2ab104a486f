/* tass-test
 * run: tass compare --technique=none -np2=4 -inputNXB=6 -inputNTB=2 $DIR/diffusion_spec.c $FILE
 * expect: violation not-equivalent
 * line: 23
 */
/* Planted bug: the second exchange sends the right ghost cell (mine[len + 1]) instead of
 * the last point of the block (mine[len]), so a process's left ghost gets its own first
 * point back. --technique=none: as in diffusion_mpi.c. */
#include <mpi.h>
#pragma TASS input int
#define NXB 8
#pragma TASS input int
#define NTB 2
#pragma TASS input {1 <= nx && nx <= NXB} int
#define nx 8
#pragma TASS input {0 <= nt && nt <= NTB} int
#define nt 2
#pragma TASS input
double k;
#pragma TASS input
double u0[nx];
#pragma TASS output
double u[nx];

int rank, size;

/* The first point of process r's block. */
static int first(int r) { return nx * r / size; }

/* The process owning point j (0 <= j < nx). */
static int owner(int j) {
  int r = 0;
  while (first(r + 1) <= j)
    r++;
  return r;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int lo = first(rank), len = first(rank + 1) - lo;
  int left = MPI_PROC_NULL, right = MPI_PROC_NULL;
  if (len > 0 && lo > 0)
    left = owner(lo - 1);
  if (len > 0 && lo + len < nx)
    right = owner(lo + len);
  double mine[len + 2], next[len + 2];
  for (int i = 1; i <= len; i++)
    mine[i] = u0[lo + i - 1];
  for (int t = 0; t < nt; t++) {
    if (len > 0) {
      /* My first point to the left, my right ghost from the right; then the other way. */
      MPI_Sendrecv(&mine[1], 1, MPI_DOUBLE, left, 0, &mine[len + 1], 1, MPI_DOUBLE, right,
                   0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Sendrecv(&mine[len + 1], 1, MPI_DOUBLE, right, 1, &mine[0], 1, MPI_DOUBLE, left, 1,
                   MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    for (int i = 1; i <= len; i++) {
      int g = lo + i - 1; /* the global index */
      if (g > 0 && g < nx - 1)
        next[i] = mine[i] + k * (mine[i - 1] - 2 * mine[i] + mine[i + 1]);
      else
        next[i] = mine[i];
    }
    for (int i = 1; i <= len; i++)
      mine[i] = next[i];
  }
  if (rank == 0) {
    for (int i = 0; i < len; i++)
      u[lo + i] = mine[i + 1];
    for (int r = 1; r < size; r++) {
      int n = first(r + 1) - first(r);
      if (n > 0)
        MPI_Recv(&u[first(r)], n, MPI_DOUBLE, r, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
  } else if (len > 0) {
    MPI_Send(&mine[1], len, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
