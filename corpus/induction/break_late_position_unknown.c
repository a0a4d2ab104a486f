/* tass-test
 * run: tass verify --deepen=1 $FILE
 * expect: unknown
 */
/* A recurrence loop that stops at the first negative input and records where: the check
 * that it stopped before index 12 fails when the first negative input is at 12 (smallest
 * failing N = 13). The exit depends on the data: never *holds*. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "break_late_position_unknown.c", 10, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int v[N], b[N];
  for (int i = 0; i < N; i++)
    v[i] = __VERIFIER_nondet_int();
  int pos = -1;
  b[0] = 0;
  for (int i = 1; i < N; i++) {
    b[i] = b[i - 1] + 1;
    if (v[i] < 0) {
      pos = i;
      break;
    }
  }
  check(pos < 12);
  return 0;
}
