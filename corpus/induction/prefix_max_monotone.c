/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 induction
 */
/* Running maximum of arbitrary data, hi[i] = max(hi[i-1], in[i]): the sequence never
 * decreases and dominates the data at every index. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "prefix_max_monotone.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int in[N], hi[N];
  for (int i = 0; i < N; i++)
    in[i] = __VERIFIER_nondet_int();
  hi[0] = in[0];
  for (int i = 1; i < N; i++) {
    if (in[i] > hi[i - 1])
      hi[i] = in[i];
    else
      hi[i] = hi[i - 1];
  }
  for (int i = 1; i < N; i++)
    check(hi[i] >= hi[i - 1] && hi[i] >= in[i]);
  return 0;
}
