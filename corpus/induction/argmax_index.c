/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 20 induction
 */
/* Tracks the index of a largest element of arbitrary data: the index stays in range and
 * its element is at least every element (checked in a loop). */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "argmax_index.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int val[N];
  for (int i = 0; i < N; i++)
    val[i] = __VERIFIER_nondet_int();
  int best = 0;
  for (int i = 1; i < N; i++)
    if (val[i] > val[best])
      best = i;
  check(best >= 0 && best < N);
  for (int i = 0; i < N; i++)
    check(val[best] >= val[i]);
  return 0;
}
