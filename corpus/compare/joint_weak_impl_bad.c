/* tass-test
 * run: tass compare $DIR/joint_weak_spec.c $FILE
 * expect: violation not-equivalent
 * line: 11
 */
/* The same weak joint invariant, and an implementation that adds 1 at i == 2: the
 * search without summaries finds n = 3, where the totals differ. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;
int main(void) {
  int i = 0, s = 0;
#pragma TASS joint invariant L i == spec.i
  while (i < n) { s += i; if (i == 2) s++; i++; }
  total = s;
  return 0;
}
