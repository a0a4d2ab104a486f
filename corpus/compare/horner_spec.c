/* Specification for horner_impl.c: a polynomial of degree D evaluated term by term with a running power of x. */
#pragma TASS input {0 <= D && D <= 5} int
#define D 5
#pragma TASS input
double c[D + 1];
#pragma TASS input
double x;
#pragma TASS output
double y;

int main(void) {
  double acc = 0.0, xp = 1.0;
  for (int i = 0; i <= D; i++) {
    acc += c[i] * xp;
    xp *= x;
  }
  y = acc;
  return 0;
}
