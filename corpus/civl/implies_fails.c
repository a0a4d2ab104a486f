/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* The implication's conclusion is wrong for negative x (the absolute value is not x). */
#include <civlc.cvh>
$input int x;
$assume(-3 <= x && x <= 3);

int main(void) {
  int y = x > 0 ? x : -x;
  $assert(x != 0 => y > 0);
  $assert(x != 0 => y == x); // <- violation
  return 0;
}
