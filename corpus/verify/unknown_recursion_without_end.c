/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* The recursion never reaches a base case: the call stack would grow without end.
 * The search stops at the call depth limit (--max-call-depth) and says so. */
#include <assert.h>

int countdown(int n) {
  if (n == 0)
    return 0;
  return countdown(n - 1) + 1;
}

int main(void) {
  int r = countdown(-1);
  assert(r >= 0);
  return 0;
}
