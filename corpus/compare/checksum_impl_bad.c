/* tass-test
 * run: tass compare $DIR/checksum_spec.c $FILE
 * expect: violation not-equivalent
 */
/* The suffix-sum checksum with a planted change when n == 5: equal for every other length, off by one for every array of length 5. */
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
  if (n == 5)
    s = s + 1;
  check = s;
  return 0;
}
