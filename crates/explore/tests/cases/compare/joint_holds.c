/* tass-test
 * run: tass compare $DIR/evens_spec.c $FILE
 * expect: holds
 */
/* The same sum with a running step d == 2 * i: the joint invariant pairs the loops, so
 * the programs are equivalent for every n, with no bound. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;

int main(void) {
  int i = 0, s = 0, d = 0;
#pragma TASS joint invariant EV i == spec.i && s == spec.s && d == 2 * i
  while (i < n) {
    s += d;
    d += 2;
    i++;
  }
  total = s;
  return 0;
}
