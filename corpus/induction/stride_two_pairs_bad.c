/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 18
 */
/* A loop by steps of 2 writes the pair z[i], z[i+1]: for odd N the last pair's second
 * cell is z[N], out of bounds; smallest failing N = 1. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int z[N];
  int i = 0;
  while (i < N) {
    z[i] = i;
    z[i + 1] = i + 1;
    i += 2;
  }
  return z[0];
}
