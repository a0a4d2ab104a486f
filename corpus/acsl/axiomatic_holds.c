/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* An `axiomatic` block declares a logic function and states facts about it; the axioms
 * are assumed (the report says so in a note) and the assertions follow from them. */
/*@ axiomatic Cost {
      logic integer cost(integer n);
      axiom cost_zero: cost(0) == 0;
      axiom cost_step: \forall integer n; n >= 0 ==> cost(n + 1) == cost(n) + 2;
    }
*/

int main(void) {
  int steps = 3;
  //@ assert cost(1) == 2;
  //@ assert cost(steps) == 6;
  return 0;
}
