/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 12
 */
/* The chosen value may be the last one, which the assertion excludes. */
#include <civlc.cvh>

int main(void) {
  int k = $choose_int(4);
  int d = 6 / (k + 1);
  $assert(d >= 2); // <- violation
  return 0;
}
