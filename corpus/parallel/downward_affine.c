/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 16 parallel
 */
/* A downward loop (step -1) fills a[i] = 2*i; an upward loop checks it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  for (int i = n - 1; i >= 0; i--)
    a[i] = 2 * i;
  for (int i = 0; i < n; i++)
    assert(a[i] == 2 * i);
  return 0;
}
