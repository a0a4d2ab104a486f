/* Specification for joint_weak_impl_*.c: the sum 0 + 1 + ... + (n-1). */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;
int main(void) {
  int i = 0, s = 0;
#pragma TASS joint invariant L 1
  while (i < n) { s += i; i++; }
  total = s;
  return 0;
}
