/* tass-test
 * run: tass verify -inputN=6 $FILE
 * expect: violation assertion
 * line: 14
 */
/* The initialiser of a CIVL `$input` is its default value: -inputN=6 overrides it, and
 * the assertion, true for the default 5, fails. */
#include <civlc.cvh>
$input int N = 5;
int main(void) {
  int s = 0;
  for (int i = 0; i < N; i++)
    s += i;
  $assert(s == 10);
  return 0;
}
