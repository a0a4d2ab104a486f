/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 21 parallel
 */
/* The counter is incremented in the body too: the step is 2, found by executing the body. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  int i;
  for (i = 0; i < n; i++) {
    a[i] = -i;
    i++;
  }
  for (i = 0; i < n; i += 2)
    assert(a[i] == -i);
  return 0;
}
