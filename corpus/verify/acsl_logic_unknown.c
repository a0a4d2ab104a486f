/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* A lemma is a claim tass does not check (and this one is false): the verdict cannot be
 * "holds", and the report names it. */
/*@ lemma wrong: \forall integer k; k * k > k; */
#include <assert.h>

int main(void) {
  int x = 2;
  assert(x * x > x);
  return 0;
}
