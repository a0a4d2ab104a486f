/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The extremes found by a loop over symbolic values are `\max` and `\min` of the array. */
#pragma TASS input
int a[4];

int main(void) {
  int hi = a[0], lo = a[0];
  for (int i = 1; i < 4; i++) {
    if (a[i] > hi)
      hi = a[i];
    if (a[i] < lo)
      lo = a[i];
  }
  //@ assert hi == \max(0, 3, \lambda integer k; a[k]);
  //@ assert lo == \min(0, 3, \lambda integer k; a[k]);
  //@ assert \max(2, 2, \lambda integer k; k * k) == 4;
  return 0;
}
