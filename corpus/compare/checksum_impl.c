/* tass-test
 * run: tass compare $DIR/checksum_spec.c $FILE
 * expect: holds
 */
/* The checksum as a sum of suffix sums: a[i] occurs in the suffixes starting at 0..i, that is i + 1 times, so the integers are equal. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
int a[n];
#pragma TASS output
int check;

int main(void) {
  int s = 0, suffix = 0;
  for (int i = n - 1; i >= 0; i--) {
    suffix += a[i];
    s += suffix;
  }
  check = s;
  return 0;
}
