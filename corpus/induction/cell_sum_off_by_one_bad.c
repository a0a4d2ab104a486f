/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 19
 */
/* A sum and its undoing kept in a one-element array, where the undoing loop misses the
 * last element: the result is that element, not zero, whenever it is not zero. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 100) return 1;
  int a[N];
  long sum[1] = {0};
  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int() % 1000;
  for (int i = 0; i < N; i++) sum[0] += a[i];
  for (int i = 0; i < N - 1; i++) sum[0] -= a[i];
  if (sum[0] != 0) reach_error();
  return 0;
}
