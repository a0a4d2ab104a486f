/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 21 induction
 * loop: 22 induction
 */
/* An accumulator kept in a one-element array (SV-COMP style): the sum of arbitrary
 * values, then the same values subtracted, leaves zero for every N. Without splitting
 * `sum` into a scalar, `induction` declines (the array is written at a constant index,
 * not at the counter). The arrays are split into scalars first (`tass_model::split`). */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  int a[N];
  long sum[1];
  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int() % 1000;
  sum[0] = 0;
  for (int i = 0; i < N; i++) sum[0] = sum[0] + a[i];
  for (int i = 0; i < N; i++) sum[0] = sum[0] - a[i];
  if (sum[0] != 0) reach_error();
  return 0;
}
