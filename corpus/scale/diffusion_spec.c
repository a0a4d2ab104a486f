/* Specification for diffusion_mpi.c and diffusion_mpi_bad.c: the explicit scheme for
 * the 1-d diffusion equation u_t = c u_xx on nx points, nt time steps, with the two end
 * points held fixed (TASS Fig. 10, diffusion). Real arithmetic: k = c dt / dx^2 is any
 * real. */
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

int main(void) {
  double next[nx];
  for (int i = 0; i < nx; i++)
    u[i] = u0[i];
  for (int t = 0; t < nt; t++) {
    for (int i = 1; i < nx - 1; i++)
      next[i] = u[i] + k * (u[i - 1] - 2 * u[i] + u[i + 1]);
    for (int i = 1; i < nx - 1; i++)
      u[i] = next[i];
  }
  return 0;
}
