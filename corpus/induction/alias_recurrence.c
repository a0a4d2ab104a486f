/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 parallel
 */
/* The recurrence is written through a pointer to the array (p[i] = a[i-1] + 1 with p == a)
 * and checked through the array itself: a[i] == i + 10. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "alias_recurrence.c", 11, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int *a = malloc(sizeof(int) * N);
  int *p = a;
  a[0] = 10;
  for (int i = 1; i < N; i++)
    p[i] = a[i - 1] + 1;
  for (int i = 0; i < N; i++)
    check(a[i] == i + 10);
  free(a);
  return 0;
}
