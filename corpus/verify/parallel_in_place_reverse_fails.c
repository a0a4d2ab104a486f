/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 23
 */
/* Reversing an array in place by `a[i] = a[n-1-i]` overwrites the elements the second
 * half reads: for n >= 2 the second half is not reversed. (The parallelisation of the
 * loop builds conditions whose parts are shared many times; their negation took
 * exponential time, and the search never ended, past any time limit.) */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1)
    return 0;
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = i;
  for (int i = 0; i < n; i++)
    a[i] = a[n - 1 - i];
  for (int i = 0; i < n; i++)
    assert(a[i] == n - 1 - i);
  return 0;
}
