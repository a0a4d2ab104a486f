/* tass-test
 * run: tass compare $DIR/midpoint_spec.c $FILE
 * expect: violation not-equivalent
 */
/* The midpoint hi - (hi - lo) / 2 rounds up instead of down: it differs by one whenever hi - lo is odd (e.g. lo = 0, hi = 1). */
#pragma TASS input {0 <= lo}
int lo;
#pragma TASS input {lo <= hi}
int hi;
#pragma TASS output
int mid;

int main(void) {
  mid = hi - (hi - lo) / 2;
  return 0;
}
