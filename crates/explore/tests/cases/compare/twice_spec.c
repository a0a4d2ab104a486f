/* Specification for joint_spec_name_error.c: two loops each declaring its own `i`. */
#pragma TASS input {n >= 0}
int n;
#pragma TASS output
int total;

int main(void) {
  int s = 0;
  for (int i = 0; i < 2; i++)
    s += i;
#pragma TASS joint invariant L 1
  for (int i = 0; i < n; i++)
    s += i;
  total = s;
  return 0;
}
