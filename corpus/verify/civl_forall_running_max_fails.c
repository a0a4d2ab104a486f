/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 24
 */
/* The running maximum compares a[i] with a[i - 1] instead of m[i - 1], so it drops after two descending steps
 * (p >= 2 and n >= 3): the monotonicity $forall assertion fails. */
#include <civlc.cvh>
$input int n;
$input int p;

int main(void) {
  $assume(1 <= n && n <= 5);
  $assume(0 <= p && p <= 4);
  int a[n], m[n];
  for (int i = 0; i < n; i++)
    a[i] = (i - p) * (i - p);
  m[0] = a[0];
  for (int i = 1; i < n; i++)
    m[i] = a[i] > a[i - 1] ? a[i] : a[i - 1]; /* should compare with m[i - 1] */
  $assert(m[n - 1] >= a[n - 1]);
  $assert(m[0] == a[0]);
  /* every prefix maximum is at least the previous one */
  $assert($forall (int j : 1 .. n - 1) m[j - 1] <= m[j]);
  return 0;
}
