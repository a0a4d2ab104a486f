/* Specification for the joint_mpi_* cases: n steps, each adding i + 1 to every a[i] of
 * four elements (any n >= 0). */
#pragma TASS input {n >= 0}
int n;
#pragma TASS input
int a0[4];
#pragma TASS output
int a[4];

int main(void) {
  for (int i = 0; i < 4; i++)
    a[i] = a0[i];
  int t = 0;
#pragma TASS joint invariant STEP 0 <= t && t <= n
  while (t < n) {
    for (int i = 0; i < 4; i++)
      a[i] += i + 1;
    t++;
  }
#pragma TASS joint assert DONE t == n
  return 0;
}
