/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Reversing an array twice gives back the original: CIVL-C inputs, an assumption bounding n, and a $forall assertion. */
#include <civlc.cvh>
$input int n;
$input int seed;

void reverse(int len, int *a) {
  for (int i = 0, j = len - 1; i < j; i++, j--) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

int main(void) {
  $assume(1 <= n && n <= 6);
  int a[n], b[n];
  for (int i = 0; i < n; i++) {
    a[i] = seed * i + 1;
    b[i] = a[i];
  }
  reverse(n, b);
  $assert(b[0] == a[n - 1]);
  reverse(n, b);
  $assert($forall (int j : 0 .. n - 1) b[j] == a[j]);
  return 0;
}
