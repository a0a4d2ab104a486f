/* tass-test
 * run: tass compare $DIR/half_written_spec.c $FILE
 * expect: violation not-equivalent
 */
/* Writes one element of the second half too: it is no longer zero there. */
#pragma TASS input {1 <= n && n <= 4} int
#define n 4
#pragma TASS input
int a[n];
#pragma TASS output
int out[2 * n];

int main(void) {
  for (int i = 0; i < n; i++)
    out[i] = a[i] * 2;
  out[n] = 1;
  return 0;
}
