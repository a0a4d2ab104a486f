/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 17 induction
 */
/* Two counters kept in one two-element array (`cnt[0]` the elements below a bound,
 * `cnt[1]` the others): together they count every element. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 1000000) return 1;
  int a[N];
  int cnt[2] = {0, 0};
  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) {
    if (a[i] < 10) cnt[0]++;
    else cnt[1]++;
  }
  if (cnt[0] + cnt[1] != N) reach_error();
  return 0;
}
