/* tass-test
 * run: tass verify --deepen=0 $FILE
 * expect: unknown
 */
/* Tags every cell 1 except those with i % 16 == 15, then checks the tags add up to N:
 * false from N = 16 on, far beyond what the base case covers; must never be *holds*. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "every_sixteenth_unknown.c", 9, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int tag[N];
  for (int i = 0; i < N; i++)
    tag[i] = (i % 16 == 15) ? 0 : 1;
  int total = 0;
  for (int i = 0; i < N; i++)
    total = total + tag[i];
  check(total == N);
  return 0;
}
