/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A CIVL-C program gives a fresh array its value by assuming a quantified formula over
 * its elements: the elements the quantifier covers hold values that satisfy it, and
 * reading them afterwards is defined and uses the assumption. */
#include <civlc.cvh>
$input int n;
$assume(0 < n && n <= 5);
int main(void) {
  double u[n];
  $assume($forall (int i : 0 .. n-1) u[i] == 0);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += u[i];
  $assert(s == 0);
  int w[4];
  $assume($forall (int j : 0 .. 3) w[j] == j * j);
  $assert(w[3] == 9 && w[1] + w[2] == 5);
  int x;
  $assume(x == 7);
  $assert(x * 2 == 14);
  return 0;
}
