/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* `#pragma CIVL $assert(e)` is checked like the statement `$assert(e);`. */
#include <civlc.cvh>

$input int n;
$assume(0 <= n && n < 10);

int main(void) {
  int s = n * n;
#pragma CIVL $assert(s >= 0)
#pragma CIVL $assert(s < 64)
  return 0;
}
