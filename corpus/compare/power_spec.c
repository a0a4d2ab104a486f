/* Specification for power_impl.c: x to the power k by repeated multiplication. */
#pragma TASS input {0 <= K && K <= 6} int
#define K 6
#pragma TASS input
double x;
#pragma TASS output
double p;

int main(void) {
  double r = 1.0;
  for (int i = 0; i < K; i++)
    r *= x;
  p = r;
  return 0;
}
