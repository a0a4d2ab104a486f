/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 17 parallel
 */
/* A sum kept in a one-element array and started inside the loop (`if (i == 0) ...
 * else ...`): twice the sum of the constant 2 over N elements is 4N. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 100000) return 1;
  int a[N];
  int s[1];
  for (int i = 0; i < N; i++) a[i] = 2;
  for (int i = 0; i < N; i++) {
    if (i == 0) s[0] = a[0];
    else s[0] = s[0] + a[i];
  }
  if (2 * s[0] != 4 * N) reach_error();
  return 0;
}
