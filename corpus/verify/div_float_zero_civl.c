/* tass-test
 * run: tass verify $FILE
 * expect: violation division-by-zero
 * line: 17
 */
/* The relative error divides by the magnitude of the exact value, which is zero when the exact input is 0 (CIVL-C inputs, real arithmetic). */
#include <civlc.cvh>
$input double measured;
$input double exact;
$output double rel;

int main(void) {
  double diff = measured - exact;
  if (diff < 0)
    diff = -diff;
  double mag = exact < 0 ? -exact : exact;
  rel = diff / mag; /* mag == 0 when exact == 0 */
  return 0;
}
