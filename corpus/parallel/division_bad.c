/* tass-test
 * run: tass verify $FILE
 * expect: violation division-by-zero
 * line: 17
 * loop: 16 parallel
 */
/* A division by i - 2: zero at the third iteration; declined and found by the search. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int b[n];
  for (int i = 0; i < n; i++)
    b[i] = 100 / (i - 2);
  return 0;
}
