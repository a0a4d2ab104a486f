/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* CIVL's `$input` with an initialiser: N is 5 unless the command line gives another
 * value (-inputN=); the report says which value it used (bounds, and a note). */
#include <civlc.cvh>
$input int N = 5;
int main(void) {
  int s = 0;
  for (int i = 0; i < N; i++)
    s += i;
  $assert(s == 10);
  return 0;
}
