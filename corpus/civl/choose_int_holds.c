/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `$choose_int(n)` is any of 0 .. n-1: every branch is explored. */
#include <civlc.cvh>

int main(void) {
  int hits[3] = {0, 0, 0};
  int k = $choose_int(3);
  hits[k]++;
  $assert(0 <= k && k < 3);
  $assert(hits[0] + hits[1] + hits[2] == 1);
  return 0;
}
