/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* CIVL's implication `=>` in assertions and under a quantifier. */
#include <civlc.cvh>
$input int x;
$assume(-5 <= x && x <= 5);

int main(void) {
  int y = x > 0 ? x : -x;
  $assert(x >= 0 => y == x);
  $assert(x < 0 => y == -x);
  $assert($forall (int k : -5 .. 5) k == x => y >= k);
  return 0;
}
