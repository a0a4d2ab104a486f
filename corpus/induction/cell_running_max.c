/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 17 parallel
 */
/* A running maximum kept in a one-element array: afterwards no element exceeds it. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  int a[N];
  int max[1];
  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  max[0] = a[0];
  for (int i = 0; i < N; i++)
    if (a[i] > max[0]) max[0] = a[i];
  for (int x = 0; x < N; x++)
    if (a[x] > max[0]) reach_error();
  return 0;
}
