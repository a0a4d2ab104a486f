/* tass-test
 * run: tass verify --solver-timeout=2 $FILE
 * expect: unknown
 */
/* The axioms only bound the function from below: the assertion may fail for one
 * interpretation and hold for another, so tass cannot say more than unknown (a
 * possible violation naming the uninterpreted function). */
/*@ axiomatic Bound {
      logic integer f(integer x);
      axiom f_low: \forall integer x; f(x) >= x;
    }
*/

int main(void) {
  int y = 3;
  //@ assert f(y) >= 3;
  //@ assert f(y) == 3;
  return 0;
}
