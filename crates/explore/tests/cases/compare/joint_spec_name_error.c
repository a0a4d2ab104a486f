/* tass-test
 * run: tass compare $DIR/twice_spec.c $FILE
 * expect: error
 * line: 15
 */
/* `spec.i` could be either of the specification's two variables `i` (tass reads the
 * specification's variables by name): an error, rather than a guess. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;

int main(void) {
  int s = 0, i = 0;
#pragma TASS joint invariant L i == spec.i && s == spec.s
  while (i < n) {
    s += i;
    i++;
  }
  total = s;
  return 0;
}
