/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 21 parallel
 */
/* The step of the recurrence depends on the size only (one branch for all iterations):
 * every element is even either way (the closed form is a conditional on N % 2). */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  int a[N];
  a[0] = 0;
  for (int i = 1; i < N; i++) {
    if (N % 2 == 0) a[i] = a[i - 1] + 2;
    else a[i] = a[i - 1] + 4;
  }
  for (int i = 0; i < N; i++)
    if (a[i] % 2 != 0) reach_error();
  return 0;
}
