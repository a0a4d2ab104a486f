/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* A havocked struct member may be any number: the assertion about it fails. */
#include <civlc.cvh>

struct range { int lo; int hi; };

int main(void) {
  struct range r = {0, 10};
  $havoc(&r);
  $assume(r.lo <= r.hi);
  $assert(r.hi - r.lo <= 10); // <- violation
  return 0;
}
