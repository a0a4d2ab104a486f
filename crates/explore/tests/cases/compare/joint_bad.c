/* tass-test
 * run: tass compare $DIR/evens_spec.c $FILE
 * expect: violation not-equivalent
 * line: 10
 */
/* The step starts at 2: each term is one step ahead, so the sums differ for n > 0. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;

int main(void) {
  int i = 0, s = 0, d = 2;
#pragma TASS joint invariant EV i == spec.i && d == 2 * i + 2 && s == spec.s + 2 * i
  while (i < n) {
    s += d;
    d += 2;
    i++;
  }
  total = s;
  return 0;
}
