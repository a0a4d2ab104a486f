/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 11
 */
/* Three arrays: a[i] = i, b[i] = a[i] + a[i-1] with b[0] = 0, and c[i] = b[i] - b[i-1];
 * c is 2 from i = 2 on but c[1] = 1 (b[0] is special), so the check fails for N = 2. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "first_difference_bad.c", 11, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int *a = malloc(sizeof(int) * N);
  int *b = malloc(sizeof(int) * N);
  int *c = malloc(sizeof(int) * N);
  for (int i = 0; i < N; i++)
    a[i] = i;
  b[0] = 0;
  for (int i = 1; i < N; i++)
    b[i] = a[i] + a[i - 1];
  c[0] = 0;
  for (int i = 1; i < N; i++)
    c[i] = b[i] - b[i - 1];
  for (int i = 1; i < N; i++)
    check(c[i] == 2);
  free(a);
  free(b);
  free(c);
  return 0;
}
