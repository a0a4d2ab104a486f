/* tass-test
 * run: tass compare $DIR/joint_weak_spec.c $FILE
 * expect: unknown
 */
/* A joint invariant too weak to relate the sums (only the counters): the outputs are
 * equal for every n, but that does not follow from the invariant: unknown, not a
 * violation. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;
int main(void) {
  int i = 0, s = 0;
#pragma TASS joint invariant L i == spec.i
  while (i < n) { s += i; i++; }
  total = s;
  return 0;
}
