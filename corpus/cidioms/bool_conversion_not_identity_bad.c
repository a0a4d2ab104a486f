/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 15
 */
/* Storing 2 in a _Bool stores 1 (C11 6.3.1.2): the sum of the flags is the number of
 * nonzero inputs, not the sum of the inputs. */
#include <assert.h>
#include <stdbool.h>

int main(void) {
  int weights[3] = { 2, 0, 3 };
  bool seen[3];
  for (int i = 0; i < 3; i++) seen[i] = weights[i];
  assert(seen[0] + seen[1] + seen[2] == 5);
  return 0;
}
