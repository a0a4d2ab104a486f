/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Euclid's recursive gcd with % divides both CIVL-C inputs; every remainder is taken by a non-zero divisor. */
#include <civlc.cvh>
$input int a;
$input int b;

int gcd(int x, int y) {
  if (y == 0)
    return x;
  return gcd(y, x % y);
}

int main(void) {
  $assume(0 <= a && a <= 8 && 0 <= b && b <= 8);
  int g = gcd(a, b);
  if (a == 0 && b == 0) {
    $assert(g == 0);
  } else {
    $assert(g > 0);
    $assert(a % g == 0 && b % g == 0);
  }
  return 0;
}
