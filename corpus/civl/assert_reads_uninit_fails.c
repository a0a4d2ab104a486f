/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 14
 */
/* An assertion is a read of the program: asserting something of an element never
 * given a value reads it uninitialised (an assumption would have constrained it). */
#include <civlc.cvh>
$input int n;
$assume(0 < n && n <= 4);
int main(void) {
  int a[n];
  $assume($forall (int i : 1 .. n-1) a[i] == i);
  $assert(a[0] >= 0);
  return 0;
}
