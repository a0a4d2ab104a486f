/* tass-test
 * run: tass verify --technique=induction --property=unreach-call $FILE
 * expect: violation assertion
 * line: 27
 */
/* As parity_fill_sum.c, but a multiple of 3 fills with 1 even when it is even (N = 6):
 * the check for even N fails there. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 100000)
    return 0;
  int a[N];
  int s = 0;
  for (int i = 0; i < N; i++) {
    if (N % 2 == 0 && N % 3 != 0)
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
