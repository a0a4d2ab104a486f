/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `$forall (int i : lo .. hi)` in `$assert`, over an array filled for every n up to 5. */
#include <civlc.cvh>
$input int n;
$assume(1 <= n && n <= 5);

int main(void) {
  int a[5];
  for (int i = 0; i < n; i++)
    a[i] = i * i;
  $assert($forall (int i : 0 .. n - 1) a[i] >= i);
  return 0;
}
