/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 16 parallel
 * loop: 18 parallel
 */
/* A division by i + 1 in every iteration: the division check is proved for every iteration. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int b[n];
  for (int i = 0; i < n; i++)
    b[i] = 100 / (i + 1);
  for (int i = 0; i < n; i++)
    assert(b[i] <= 100);
  return 0;
}
