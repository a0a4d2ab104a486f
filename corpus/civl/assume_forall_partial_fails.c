/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 17
 */
/* An assumption gives values only to the elements its quantifier covers: the loop reads
 * those, but the last element of `u` is never given a value, and is read after it. */
#include <civlc.cvh>
$input int n;
$assume(1 < n && n <= 5);
int main(void) {
  double u[n];
  $assume($forall (int i : 0 .. n-2) u[i] == 1);
  double s = 0;
  for (int i = 0; i < n - 1; i++)
    s += u[i];
  s += u[n - 1];
  $assert(s >= 0);
  return 0;
}
