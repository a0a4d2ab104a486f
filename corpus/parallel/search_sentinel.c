/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 23 parallel
 */
/* A search that stops at a sentinel: the marker is stored at `pos`, so the loop, whose
 * condition bounds no counter, stops at or before it and never reads past the array. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int pos = __VERIFIER_nondet_int();
  int marker = __VERIFIER_nondet_int();
  if (n <= 0 || pos < 0 || pos >= n)
    return 0;
  int a[n];
  for (int k = 0; k < n; k++)
    a[k] = __VERIFIER_nondet_int();
  a[pos] = marker;
  int i = 0;
  while (a[i] != marker)
    i++;
  assert(i <= pos);
  assert(a[i] == marker);
  return 0;
}
