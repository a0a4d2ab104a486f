/* tass-test
 * run: tass verify --technique=induction $FILE
 * expect: holds
 * loop: 15 induction
 */
/* Integer square root by linear search over a CIVL-C input that is only assumed
 * non-negative: an unbounded trip count and no invariant; induction on the input x
 * pairs the searches for x - 1 and x (the one for x may take one more step). */
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
