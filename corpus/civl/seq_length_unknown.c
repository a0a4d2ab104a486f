/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* `seq.cvh` is read as written, but tass gives `$seq_length` no meaning: reaching it
 * makes the verdict unknown, naming the function. */
#include <civlc.cvh>
#include <seq.cvh>

int main(void) {
  int a[3] = {1, 2, 3};
  $assert($seq_length(&a) == 3);
  return 0;
}
