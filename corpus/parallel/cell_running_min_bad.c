/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 23
 */
/* A running minimum kept in a one-element array, started at the wrong value (0 instead
 * of a[0]): when every element is positive, the check that the minimum is an element
 * fails (natively: 38 of 360 random runs with N <= 12). The minimum is a running bound
 * and `found` is kept or set by a condition that does not read it: both loops are
 * summarised, and the failing run (found = 0, every a[x] != 0) follows. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 100) return 1;
  int a[N];
  int min[1] = {0};
  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) if (a[i] < min[0]) min[0] = a[i];
  int found = 0;
  for (int x = 0; x < N; x++) if (a[x] == min[0]) found = 1;
  if (!found) reach_error();
  return 0;
}
