/* tass-test
 * run: tass verify --technique=induction --property=unreach-call $FILE
 * expect: holds
 * loop: 18 induction
 */
/* x grows by N in each of N iterations: the programs for N and N - 1 add N and N - 1,
 * so their x differ by k after k iterations (a difference that grows), and x ends at
 * N * N. A second accumulator grows by the counter times N. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 1000)
    return 0;
  int x = 0;
  int y = 0;
  for (int i = 0; i < N; i++) {
    x = x + N;
    y = y + 2 * i * N;
  }
  if (x != N * N)
    reach_error();
  if (y != N * N * (N - 1))
    reach_error();
  return 0;
}
