/* tass-test
 * run: tass verify --loop-bound=20 --technique=none $FILE
 * expect: unknown
 * line: 13
 * stop: loop-bound
 */
/* for (;;) left by a break on a fresh value: counted at the break, judged unbounded. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int i = 0;
  for (;;) {
    if (__VERIFIER_nondet_int())
      break;
    i++;
  }
  assert(i >= 0);
  return 0;
}
