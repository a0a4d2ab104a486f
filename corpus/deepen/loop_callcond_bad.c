/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* A loop whose condition calls a function: the loop branches on the call's result,
 * after the call returns. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int more(int i) { return i < __VERIFIER_nondet_int(); }

int main(void) {
  int i = 0;
  while (more(i))
    i++;
  assert(i > 0);
  return 0;
}
