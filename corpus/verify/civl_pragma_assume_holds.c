/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `#pragma CIVL $assume(e)` restricts the executions, as the statement `$assume(e);`
 * does: without it, the assertion fails for n = 0. */
#include <civlc.cvh>
#include <assert.h>

$input int n;
#pragma CIVL $assume(0 <= n && n < 100)

int main(void) {
  int q = 100 / (n + 1);
#pragma CIVL $assume(n > 0)
  assert(q <= 50);
  return 0;
}
