/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 23
 */
/* The integer mean of x, x+1, ..., x+n-1 times n gives back the sum only when n is odd,
 * so the CIVL-C assertion fails for n == 2 and n == 4. */
#include <civlc.cvh>
$input int n;
$input int x;
$output int mean;

int main(void) {
  $assume(1 <= n && n <= 5);
  $assume(0 <= x && x <= 4);
  int a[n];
  int sum = 0;
  for (int i = 0; i < n; i++) {
    a[i] = x + i;
    sum += a[i];
  }
  mean = sum / n;
  $assert(mean * n == sum);
  return 0;
}
