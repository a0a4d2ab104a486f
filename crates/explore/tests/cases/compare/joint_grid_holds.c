/* tass-test
 * run: tass compare $DIR/grid_spec.c $FILE
 * expect: holds
 */
/* The grid updated column by column: the joint invariant relates every element to the
 * specification's (`spec.m[b][a]`, two quantifiers), for every n. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int out[2][2];
int main(void) {
  int m[2][2] = {{0, 0}, {0, 0}};
  int t = 0;
#pragma TASS joint invariant L t == spec.t && \
  (forall {int a | 0 <= a && a < 2} forall {int b | 0 <= b && b < 2} m[b][a] == spec.m[b][a])
  while (t < n) {
    for (int j = 0; j < 2; j++)
      for (int i = 0; i < 2; i++)
        m[i][j] += j + i;
    t++;
  }
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      out[i][j] = m[i][j];
  return 0;
}
