/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* `$havoc(&a)` gives every element of the array a new value: the old contents are gone. */
#include <civlc.cvh>

int main(void) {
  int a[3] = {1, 2, 3};
  $havoc(&a);
  $assume(a[0] == 1);
  $assert(a[0] == 1);
  $assert(a[2] == 3); // <- violation
  return 0;
}
