/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 15 parallel
 */
/* c += 3 in every iteration: the closed form c0 + 3*n (the paper's v = v0 + i*e). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100000)
    return 0;
  int c = 5;
  for (int i = 0; i < n; i++)
    c += 3;
  assert(c == 5 + 3 * n);
  return 0;
}
