/* Specification for the joint_* cases: 2 * 0 + 2 * 1 + ... + 2 * (n-1), any n >= 0. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;

int main(void) {
  int i = 0, s = 0;
#pragma TASS joint invariant EV 1
  while (i < n) {
    s += 2 * i;
    i++;
  }
  total = s;
  return 0;
}
