/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 19
 */
/* The guard of the `if` reads an array of structs at an index that is an input: the
 * path splits on the index's values while the guard is evaluated, and every element
 * leads to the failing assertion. */
#include <assert.h>

struct cell { int x; };

#pragma TASS input {0 <= K && K < 3} int
#define K 1

int main(void) {
  struct cell a[3] = {{1}, {2}, {3}};
  if (a[K].x > 0)
    assert(a[K].x > 3);
  return 0;
}
