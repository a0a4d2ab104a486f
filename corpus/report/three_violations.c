/* tass-test
 * run: tass verify -errorBound=5 $FILE
 * expect: violation assertion
 * line: 13
 */
/* Report snapshot: with -errorBound=5 the search goes on after a violation and reports
 * the three distinct ones it finds (the second assertion is never reached unviolated). */
#include <assert.h>
#pragma TASS input {0 <= n && n <= 4}
int n;
int main(void) {
  int a[3];
  assert(n != 1);
  a[n] = 1;
  int q = 10 / (n - 2);
  assert(n != 3);
  return q;
}
