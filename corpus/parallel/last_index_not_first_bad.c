/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 20
 */
/* The last index is not the first: with x twice in the array, a cell before it holds
 * x. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int pos = -1;
  for (int i = 0; i < n; i++)
    if (a[i] == x) pos = i;
  for (int j = 0; j < pos; j++) assert(a[j] != x);
  return 0;
}
