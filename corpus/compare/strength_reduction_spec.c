/* Specification for strength_reduction_impl.c: an affine sequence, squares and triangular numbers by multiplication. */
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
  for (int i = 0; i < n; i++) {
    lin[i] = c * i + d;
    sq[i] = i * i;
    tri[i] = i * (i + 1) / 2;
  }
  return 0;
}
