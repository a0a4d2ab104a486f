/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 */
/* `$exists` claims an element equal to the target; the target is one past the values written. */
#include <civlc.cvh>
$input int n;
$assume(1 <= n && n <= 4);

int main(void) {
  int a[4];
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  $assert($exists (int i | 0 <= i && i < n) a[i] == 2 * (n - 1));
  $assert($exists (int i | 0 <= i && i < n) a[i] == 2 * n); // <- violation
  return 0;
}
