/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 */
/* Converting a double to float rounds it to 24 bits: 0.1 as a float is not 0.1 as a
 * double, so the round trip changes the value (a common bug when a value is stored in
 * a float field and compared later with the double it came from). */
#include <assert.h>

struct sample { float value; };

int main(void) {
  double reading = 0.1;
  struct sample s = { (float)reading };
  assert((double)s.value == reading);
  return 0;
}
