/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A `$assert` may call the program's functions: the call runs before the check. */
#include <civlc.cvh>
$input int n;
$assume(0 <= n && n <= 6);

int tri(int k) { return k * (k + 1) / 2; }

int main(void) {
  int s = 0;
  for (int i = 1; i <= n; i++)
    s += i;
  $assert(s == tri(n));
  return 0;
}
