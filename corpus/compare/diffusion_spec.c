/* Specification for diffusion_mpi.c and its _bad copies: the explicit scheme for the
 * 1-d heat equation on NX points, u[i] <- u[i] + k (u[i-1] - 2 u[i] + u[i+1]) at the
 * interior points, the two end points held fixed, for nt time steps (any nt >= 0: no
 * upper bound). The joint invariant at the time loop only bounds t; the
 * implementation's relates each block of every process to this u. */
#define NX 6
#pragma TASS input {nt >= 0}
int nt;
#pragma TASS input
double k;
#pragma TASS input
double u0[NX];
#pragma TASS output
double u[NX];

int main(void) {
  double next[NX];
  for (int i = 0; i < NX; i++)
    u[i] = u0[i];
  int t = 0;
#pragma TASS joint invariant TIME 0 <= t && t <= nt
  while (t < nt) {
    for (int i = 1; i < NX - 1; i++)
      next[i] = u[i] + k * (u[i - 1] - 2 * u[i] + u[i + 1]);
    for (int i = 1; i < NX - 1; i++)
      u[i] = next[i];
    t++;
  }
  return 0;
}
