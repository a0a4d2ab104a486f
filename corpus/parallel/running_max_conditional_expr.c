/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 20 parallel
 */
/* A running maximum written as a conditional expression, SV-COMP style. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 0;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  int m = a[0];
  for (int i = 0; i < N; i++)
    m = (a[i] > m) ? a[i] : m;
  for (int x = 0; x < N; x++)
    if (m < a[x]) reach_error();
  return 0;
}
