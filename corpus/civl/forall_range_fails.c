/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* The last element written is negative: the `$forall` over `0 .. n-1` fails for n >= 4. */
#include <civlc.cvh>
$input int n;
$assume(1 <= n && n <= 5);

int main(void) {
  int a[5];
  for (int i = 0; i < n; i++)
    a[i] = 3 - i;
  $assert($forall (int i : 0 .. n - 1) a[i] >= 0); // <- violation
  return 0;
}
