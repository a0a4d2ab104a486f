/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* CIVL's other binder syntax: `$forall (int i | cond) e`, with two bound variables. */
#include <civlc.cvh>
$input int n;
$assume(2 <= n && n <= 4);

int main(void) {
  int a[4];
  for (int i = 0; i < n; i++)
    a[i] = 10 - i;
  $assert($forall (int i, j | 0 <= i && i < j && j < n) a[i] > a[j]);
  return 0;
}
