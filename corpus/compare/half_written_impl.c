/* tass-test
 * run: tass compare $DIR/half_written_spec.c $FILE
 * expect: holds
 */
/* Both programs write only the first half of the output array: the other half keeps
 * the value C gives a file-scope array, zero, in both, and is equal. */
#pragma TASS input {1 <= n && n <= 4} int
#define n 4
#pragma TASS input
int a[n];
#pragma TASS output
int out[2 * n];

int main(void) {
  for (int i = n - 1; i >= 0; i--)
    out[i] = a[i] + a[i];
  return 0;
}
