/* tass-test
 * run: tass verify --max-states=3 $FILE
 * expect: unknown
 * stop: state-limit
 * provers: z3 cvc5 none
 */
/* Each branch on the input array saves a state: more than the state limit. */
#include <assert.h>
#pragma TASS input
int a[6];
int main(void) {
  int c = 0;
  for (int i = 0; i < 6; i++)
    if (a[i] > 0)
      c++;
  assert(c <= 6);
  return 0;
}
