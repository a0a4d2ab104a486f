/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* A predicate with a `reads` clause (and labels) is not interpreted: unknown, naming it. */
int g;
/*@ predicate big{L}(integer t) reads g = \at(g, L) > t; */

int main(void) {
  g = 5;
  //@ assert big(3);
  return 0;
}
