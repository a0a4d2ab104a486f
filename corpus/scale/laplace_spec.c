/* Specification for laplace_mpi.c and laplace_mpi_bad.c: nt Jacobi sweeps for the 2-d
 * Laplace equation on an ny x nx grid whose border is held fixed (TASS Fig. 10, laplace;
 * here with a fixed number of sweeps instead of a convergence test). */
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

int main(void) {
  double next[ny][nx];
  for (int i = 0; i < ny; i++)
    for (int j = 0; j < nx; j++)
      u[i][j] = u0[i][j];
  for (int t = 0; t < nt; t++) {
    for (int i = 1; i < ny - 1; i++)
      for (int j = 1; j < nx - 1; j++)
        next[i][j] = (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]) / 4;
    for (int i = 1; i < ny - 1; i++)
      for (int j = 1; j < nx - 1; j++)
        u[i][j] = next[i][j];
  }
  return 0;
}
