/* Specification for joint_cell_impl.c: the sum of 1..n kept in a one-element array, as
 * SV-COMP's programs keep accumulators. The implementation's joint assertion reads
 * `spec.acc[0]`, so this program's arrays stay whole (tass splits small arrays used as
 * scalars into scalars, but not those of a specification). */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int total;

int main(void) {
  int acc[1] = {0};
  for (int i = 1; i <= n; i++)
    acc[0] += i;
#pragma TASS joint assert DONE 1
  total = acc[0];
  return 0;
}
