/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 24
 */
/* The same search, claiming that it stops exactly at `pos`: an earlier element may
 * equal the marker too. */
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
  assert(i == pos);
  return 0;
}
