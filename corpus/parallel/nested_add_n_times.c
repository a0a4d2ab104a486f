/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 18 parallel
 * loop: 21 parallel
 */
/* Seed 002's nested shape: each element gets 1 added N times by an inner loop, an
 * element reduction inside the outer loop's iteration. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i] = a[i] + 1;
  for (int i = 0; i < N; i++)
    if (a[i] != N) reach_error();
  return 0;
}
