/* tass-test
 * run: tass compare $DIR/unbounded_fill_spec.c $FILE
 * expect: violation not-equivalent
 * loop: 14 parallel
 * loop: 17 parallel
 */
/* The tiled fill with a remainder loop that stops one short: the last cell differs whenever N is not a multiple of 4 (N = 1 already). */
#pragma TASS input {N >= 1}
int N;
#pragma TASS output
int out[N];
int main(void) {
  int t;
  for (t = 0; t + 4 <= N; t += 4)
    for (int i = t; i < t + 4; i++)
      out[i] = 2 * i + 1;
  for (int i = t; i < N - 1; i++)
    out[i] = 2 * i + 1;
  return 0;
}
