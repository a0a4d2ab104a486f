/* tass-test
 * run: tass compare $DIR/horner_spec.c $FILE
 * expect: holds
 */
/* Horner's rule c[0] + x*(c[1] + x*(...)): a different association of the same polynomial, equal in real arithmetic though not bit for bit in floating point. */
#pragma TASS input {0 <= D && D <= 5} int
#define D 5
#pragma TASS input
double c[D + 1];
#pragma TASS input
double x;
#pragma TASS output
double y;

int main(void) {
  double acc = c[D];
  for (int i = D - 1; i >= 0; i--)
    acc = acc * x + c[i];
  y = acc;
  return 0;
}
