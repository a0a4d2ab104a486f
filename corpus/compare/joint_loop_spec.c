/* Specification for joint_loop_impl.c: the sum of the squares 0^2 + ... + (n-1)^2. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;

int main(void) {
  int i = 0, s = 0;
#pragma TASS joint invariant SQ 1
  while (i < n) {
    s += i * i;
    i++;
  }
  total = s;
  return 0;
}
