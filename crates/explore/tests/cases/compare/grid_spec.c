/* Specification for the joint_grid_* cases: n steps adding i + j to each m[i][j] of a
 * 2 x 2 grid (any n >= 0). */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int out[2][2];
int main(void) {
  int m[2][2] = {{0, 0}, {0, 0}};
  int t = 0;
#pragma TASS joint invariant L 0 <= t && t <= n
  while (t < n) {
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 2; j++)
        m[i][j] += i + j;
    t++;
  }
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      out[i][j] = m[i][j];
  return 0;
}
