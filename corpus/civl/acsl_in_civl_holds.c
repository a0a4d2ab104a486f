/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* ACSL contracts with ranges in a CIVL-C program (`#pragma CIVL ACSL`). */
#include <civlc.cvh>
#pragma CIVL ACSL
$input int n;
$assume(1 <= n && n <= 4);

/*@ requires m >= 1 && \valid(v + (0 .. m-1));
    assigns v[0 .. m-1];
    ensures \sum(0, m - 1, \lambda integer k; v[k]) == m; */
void ones(int *v, int m) {
  for (int i = 0; i < m; i++)
    v[i] = 1;
}

int main(void) {
  int v[4];
  ones(v, n);
  $assert($forall (int i : 0 .. n - 1) v[i] == 1);
  return 0;
}
