/* tass-test
 * run: tass verify --deepen=1 $FILE
 * expect: unknown
 */
/* Counts how often N can be halved before it reaches 0 (its bit length): the loop runs
 * about log2 N times, a count not tied linearly to N; the bit length is at most N. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "halving_steps_unknown.c", 9, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int x = N, bits = 0;
  while (x > 0) {
    x = x / 2;
    bits++;
  }
  check(bits >= 1 && bits <= N);
  return 0;
}
