/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 21
 */
/* Sums of windows of 3 consecutive inputs, with the window loop's bound off by one
 * (i + 3 <= N + 1): the last window reads x[N]; smallest failing N = 2. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int x[N];
  for (int i = 0; i < N; i++)
    x[i] = __VERIFIER_nondet_int();
  int best = 0;
  for (int i = 0; i + 3 <= N + 1; i++) {
    int s = 0;
    for (int k = 0; k < 3; k++)
      s = s + x[i + k];
    if (s > best)
      best = s;
  }
  return best;
}
