/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 parallel
 */
/* A scalar running minimum over arbitrary data, then a checking loop: the minimum is at
 * most every element (a quantified post-condition checked inside a loop). */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "min_scalar_below_all.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int d[N];
  for (int i = 0; i < N; i++)
    d[i] = __VERIFIER_nondet_int();
  int lo = d[0];
  for (int i = 1; i < N; i++)
    if (d[i] < lo)
      lo = d[i];
  for (int i = 0; i < N; i++)
    check(lo <= d[i]);
  return 0;
}
