/* tass-test
 * run: tass verify --deepen=1 $FILE
 * expect: unknown
 * loop: 15 -parallel
 */
/* A loop on i != n where n may be negative: it may never reach its bound; declined. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int c = 0;
  if (n > 1000)
    return 0;
  for (int i = 0; i != n; i++)
    c = c + 1;
  return c;
}
