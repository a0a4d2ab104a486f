/* tass-test
 * run: tass verify --deepen=1 $FILE
 * expect: holds
 * loop: 23 parallel
 * loop: 26 parallel
 * loop: 31 parallel
 */
/* A search that breaks at the first negative input: the exit depends on the data, not on
 * N, and every element before the stop is non-negative. `parallel` summarises the
 * executions that never break, and resumes the search at the head before the first
 * iteration that breaks (some j < N with d[j] < 0 and none before). */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "first_negative_break.c", 10, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int d[N];
  for (int i = 0; i < N; i++)
    d[i] = __VERIFIER_nondet_int();
  int stop = 0;
  while (stop < N) {
    if (d[stop] < 0)
      break;
    stop++;
  }
  for (int i = 0; i < stop; i++)
    __VERIFIER_assert(d[i] >= 0);
  __VERIFIER_assert(stop == N || d[stop] < 0);
  return 0;
}
