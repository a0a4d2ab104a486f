/* tass-test
 * run: tass verify --technique=induction --property=unreach-call $FILE
 * expect: holds
 * loop: 19 induction
 * loop: 25 induction
 */
/* Every cell gets 2 when N is even and 1 when it is odd, then the cells are summed: the
 * programs for N and N - 1 differ in every cell by a difference that depends on N's
 * parity (-1 or 1), and the sums by k times it after k iterations. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 100000)
    return 0;
  int a[N];
  int s = 0;
  for (int i = 0; i < N; i++) {
    if (N % 2 == 0)
      a[i] = 2;
    else
      a[i] = 1;
  }
  for (int i = 0; i < N; i++)
    s = s + a[i];
  if (N % 2 == 0) {
    if (s != 2 * N)
      reach_error();
  } else {
    if (s != N)
      reach_error();
  }
  return 0;
}
