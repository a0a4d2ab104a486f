/* tass-test
 * run: tass verify --loop-bound=20 --technique=none $FILE
 * expect: unknown
 * line: 14
 * stop: loop-bound
 */
/* A loop made of a label and a goto, on a count with no bound: counted where it branches, judged unbounded, and the verdict is unknown at the label (module cycles). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
again:
  if (n > 0) {
    n--;
    s++;
    goto again;
  }
  assert(s >= 0);
  return 0;
}
