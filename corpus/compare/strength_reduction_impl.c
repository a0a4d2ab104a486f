/* tass-test
 * run: tass compare $DIR/strength_reduction_spec.c $FILE
 * expect: holds
 */
/* Multiplications replaced by running additions (c*i by adding c, i*i by adding 2i+1, i(i+1)/2 by adding i+1): exact in integer arithmetic, so the outputs agree for all c and d. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
int c;
#pragma TASS input
int d;
#pragma TASS output
int lin[n];
#pragma TASS output
int sq[n];
#pragma TASS output
int tri[n];

int main(void) {
  int l = d, q = 0, t = 0;
  for (int i = 0; i < n; i++) {
    lin[i] = l;
    sq[i] = q;
    tri[i] = t;
    l += c;
    q += 2 * i + 1;
    t += i + 1;
  }
  return 0;
}
