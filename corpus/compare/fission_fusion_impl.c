/* tass-test
 * run: tass compare $DIR/fission_fusion_spec.c $FILE
 * expect: holds
 */
/* The first loop is split in two (fission) and the summation is merged into the second (fusion); every b[i] is written before it is read and d is summed in the same order, so all outputs agree. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
double a[n];
#pragma TASS input
double c;
#pragma TASS output
double b[n];
#pragma TASS output
double d[n];
#pragma TASS output
double total;

int main(void) {
  double t = 0.0;
  for (int i = 0; i < n; i++)
    b[i] = c * a[i] + 1.0;
  for (int i = 0; i < n; i++) {
    d[i] = b[i] * a[i];
    t += d[i];
  }
  total = t;
  return 0;
}
