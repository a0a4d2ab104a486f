/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 22 parallel
 */
/* The last index at which x occurs: -1 or an index holding x, after which no cell
 * holds it. */
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
  assert(pos == -1 || (0 <= pos && pos < n && a[pos] == x));
  for (int j = pos + 1; j < n; j++) assert(a[j] != x);
  return 0;
}
