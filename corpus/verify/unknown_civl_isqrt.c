/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* Integer square root by linear search over a CIVL-C input that is only assumed non-negative: unbounded trip count, no invariant. */
#include <civlc.cvh>
$input int x;

int main(void) {
  $assume(x >= 0);
  int r = 0;
  while ((r + 1) * (r + 1) <= x)
    r++;
  $assert(r * r <= x && x < (r + 1) * (r + 1));
  return 0;
}
