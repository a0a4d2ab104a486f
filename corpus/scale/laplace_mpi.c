/* tass-test
 * run: tass compare --technique=none -np2=4 -inputNXB=3 -inputNYB=5 -inputNTB=2 $DIR/laplace_spec.c $FILE
 * expect: holds
 */
/* The Jacobi sweeps with the rows block-distributed: process r owns the rows first(r) ..
 * first(r + 1) - 1 (none when ny < size), kept in mine[1 .. len] with a ghost row above
 * and below; before every sweep it exchanges its border rows with the nearest processes
 * owning rows above and below it (MPI_Sendrecv, MPI_PROC_NULL at the ends), and at the
 * end rank 0 gathers the rows into the output.
 * --technique=none: with the default techniques, `parallel` summarises the loops over
 * nx and ny without fixing them on the path, and tass then stops with *unknown* at the first
 * message whose count depends on them ("an MPI count that is not a constant on this
 * path ... is not supported yet"). */
#include <mpi.h>
#pragma TASS input int
#define NXB 3
#pragma TASS input int
#define NYB 4
#pragma TASS input int
#define NTB 2
#pragma TASS input {1 <= nx && nx <= NXB} int
#define nx 3
#pragma TASS input {1 <= ny && ny <= NYB} int
#define ny 4
#pragma TASS input {0 <= nt && nt <= NTB} int
#define nt 2
#pragma TASS input
double u0[ny][nx];
#pragma TASS output
double u[ny][nx];

int rank, size;

/* The first row of process r's block. */
static int first(int r) { return ny * r / size; }

/* The process owning row i (0 <= i < ny). */
static int owner(int i) {
  int r = 0;
  while (first(r + 1) <= i)
    r++;
  return r;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int lo = first(rank), len = first(rank + 1) - lo;
  int up = MPI_PROC_NULL, down = MPI_PROC_NULL;
  if (len > 0 && lo > 0)
    up = owner(lo - 1);
  if (len > 0 && lo + len < ny)
    down = owner(lo + len);
  double mine[len + 2][nx], next[len + 2][nx];
  for (int i = 1; i <= len; i++)
    for (int j = 0; j < nx; j++)
      mine[i][j] = u0[lo + i - 1][j];
  for (int t = 0; t < nt; t++) {
    if (len > 0) {
      /* My first row up, my lower ghost row from below; then my last row down. */
      MPI_Sendrecv(&mine[1][0], nx, MPI_DOUBLE, up, 0, &mine[len + 1][0], nx, MPI_DOUBLE,
                   down, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Sendrecv(&mine[len][0], nx, MPI_DOUBLE, down, 1, &mine[0][0], nx, MPI_DOUBLE, up,
                   1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    for (int i = 1; i <= len; i++) {
      int g = lo + i - 1; /* the global row */
      for (int j = 0; j < nx; j++) {
        if (g > 0 && g < ny - 1 && j > 0 && j < nx - 1)
          next[i][j] = (mine[i - 1][j] + mine[i + 1][j] + mine[i][j - 1] + mine[i][j + 1]) / 4;
        else
          next[i][j] = mine[i][j];
      }
    }
    for (int i = 1; i <= len; i++)
      for (int j = 0; j < nx; j++)
        mine[i][j] = next[i][j];
  }
  if (rank == 0) {
    for (int i = 0; i < len; i++)
      for (int j = 0; j < nx; j++)
        u[lo + i][j] = mine[i + 1][j];
    for (int r = 1; r < size; r++) {
      int rows = first(r + 1) - first(r);
      if (rows > 0)
        MPI_Recv(&u[first(r)][0], rows * nx, MPI_DOUBLE, r, 2, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    }
  } else if (len > 0) {
    MPI_Send(&mine[1][0], len * nx, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
