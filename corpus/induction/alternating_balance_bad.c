/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 21
 */
/* A balance gains 2 at even steps and loses 2 at odd steps, and is asserted inside the
 * loop to stay strictly positive: after step 1 it is 0; smallest failing N = 2. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int bal = 0;
  for (int i = 0; i < N; i++) {
    if (i % 2 == 0)
      bal += 2;
    else
      bal -= 2;
    assert(bal > 0);
  }
  return 0;
}
