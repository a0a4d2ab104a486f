/* tass-test
 * run: tass compare $DIR/max_spec.c $FILE
 * expect: holds
 */
/* The maximum found by scanning backwards for its index: another element may be chosen among equal ones, but the value is the same. */
#pragma TASS input {1 <= n && n <= 5} int
#define n 5
#pragma TASS input
double a[n];
#pragma TASS output
double m;

int main(void) {
  int k = n - 1;
  for (int i = n - 2; i >= 0; i--)
    if (a[i] >= a[k])
      k = i;
  m = a[k];
  return 0;
}
