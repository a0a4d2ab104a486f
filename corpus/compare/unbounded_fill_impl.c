/* tass-test
 * run: tass compare $DIR/unbounded_fill_spec.c $FILE
 * expect: holds
 * loop: 13 parallel
 */
/* The same array by a downward loop with the product strength-reduced to a sum: equal
 * for every N (no bound), both loops replaced by quantified updates. */
#pragma TASS input {N >= 1}
int N;
#pragma TASS output
int out[N];
int main(void) {
  for (int i = N - 1; i >= 0; i--)
    out[i] = i + i + 1;
  return 0;
}
