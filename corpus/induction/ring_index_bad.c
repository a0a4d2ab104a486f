/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 20
 */
/* A ring buffer of 5 cells indexed with i % 6 by mistake: fine while i < 5, out of bounds
 * at i = 5, so only N >= 6 fails. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int ring[5];
  int src[N];
  for (int i = 0; i < N; i++)
    src[i] = __VERIFIER_nondet_int();
  int total = 0;
  for (int i = 0; i < N; i++) {
    ring[i % 6] = src[i];
    total = total + 1;
  }
  return total == N ? 0 : 1;
}
