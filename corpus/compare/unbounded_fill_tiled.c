/* tass-test
 * run: tass compare $DIR/unbounded_fill_spec.c $FILE
 * expect: holds
 * loop: 14 parallel
 * loop: 17 parallel
 */
/* The same array filled tile by tile (tiles of 4) and then the remainder: the inner loop's summary covers one tile, the outer loop's iteration of a cell is found as index / 4 and confirmed by the prover; equal for every N. */
#pragma TASS input {N >= 1}
int N;
#pragma TASS output
int out[N];
int main(void) {
  int t;
  for (t = 0; t + 4 <= N; t += 4)
    for (int i = t; i < t + 4; i++)
      out[i] = 2 * i + 1;
  for (int i = t; i < N; i++)
    out[i] = 2 * i + 1;
  return 0;
}
