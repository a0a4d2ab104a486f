/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 16 parallel
 */
/* Every element set to the same constant, then checked: both loops for every N. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = 7;
  for (int i = 0; i < n; i++)
    assert(a[i] == 7);
  return 0;
}
