/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 21 parallel
 */
/* Four loops in sequence: p[i] = p[i-1] + 1 from 0, then q[i] = 2 p[i], then r[i] = q[i] - i,
 * then a check that r[i] == i; each stage reads the previous stage's array. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "three_stage_pipeline.c", 11, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int *p = malloc(sizeof(int) * N);
  int *q = malloc(sizeof(int) * N);
  int *r = malloc(sizeof(int) * N);
  p[0] = 0;
  for (int i = 1; i < N; i++)
    p[i] = p[i - 1] + 1;
  for (int i = 0; i < N; i++)
    q[i] = 2 * p[i];
  for (int i = 0; i < N; i++)
    r[i] = q[i] - i;
  for (int i = 0; i < N; i++)
    check(r[i] == i);
  free(p);
  free(q);
  free(r);
  return 0;
}
