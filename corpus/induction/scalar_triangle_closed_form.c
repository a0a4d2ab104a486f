/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A scalar accumulation total += i + 1 for i < N; after the loop total == N(N+1)/2, the
 * closed form of the triangular numbers (checked doubled to stay in integers). */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "scalar_triangle_closed_form.c", 10, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 10000)
    return 0;
  long long total = 0;
  int i = 0;
  while (i < N) {
    total = total + i + 1;
    i++;
  }
  __VERIFIER_assert(2 * total == (long long)N * (N + 1));
  return 0;
}
