/* Specification for midpoint_impl.c and midpoint_impl_bad.c: the midpoint (lo + hi) / 2 of a non-negative interval. */
#pragma TASS input {0 <= lo}
int lo;
#pragma TASS input {lo <= hi}
int hi;
#pragma TASS output
int mid;

int main(void) {
  mid = (lo + hi) / 2;
  return 0;
}
