/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* `pointer.cvh`'s `$copy` is declared but not modelled: unknown, naming it. */
#include <civlc.cvh>
#include <pointer.cvh>

int main(void) {
  int a[2] = {1, 2};
  int b[2];
  $copy(&b, &a);
  $assert(b[1] == 2);
  return 0;
}
