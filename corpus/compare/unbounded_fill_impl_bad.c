/* tass-test
 * run: tass compare $DIR/unbounded_fill_spec.c $FILE
 * expect: violation not-equivalent
 * loop: 13 parallel
 */
/* A planted difference at index 40: found for some N > 40 with no bound on N (the
 * bounded search gives up after ten iterations). */
#pragma TASS input {N >= 1}
int N;
#pragma TASS output
int out[N];
int main(void) {
  for (int i = N - 1; i >= 0; i--)
    out[i] = i + i + 1 + (i == 40);
  return 0;
}
