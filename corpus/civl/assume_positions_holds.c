/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `$assume` at file scope, as the body of a loop, as a branch of an `if`, after a label
 * and in a block; the assertion follows from them. */
#include <civlc.cvh>
$input int n;
$assume(0 < n && n < 6);

int main(void) {
  int s = 0;
  for (int i = 0; i < n; i++)
    $assume(i < 10);
  if (n > 2)
    $assume(n != 3);
  else
    s = 1;
next:
  $assume(s >= 0);
  {
    $assume(n != 5);
  }
  $assert(n != 3 && n != 5);
  return 0;
}
