/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* CIVL-C allows quantifiers wherever an expression may stand: here the value of a
 * `$forall` is stored in a variable and tested. */
#include <civlc.cvh>

int main(void) {
  int a[4] = {1, 3, 5, 7};
  int odd = $forall (int i : 0 .. 3) a[i] % 2 == 1;
  int some_big = $exists (int i : 0 .. 3) a[i] > 6;
  if (!odd || !some_big)
    $assert(0);
  return 0;
}
