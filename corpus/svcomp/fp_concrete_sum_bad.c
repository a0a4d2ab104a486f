/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 16
 */
/* SV-COMP unreach-call with concrete doubles: ten additions of 0.1 do not make 1.0 in
 * IEEE 754 (the sum is 0.9999999999999999), so the check fails and reach_error() is
 * called (verdict FALSE). */
extern void abort(void);
void reach_error(void) { abort(); }

int main(void) {
  double sum = 0.0;
  for (int i = 0; i < 10; i++)
    sum += 0.1;
  if (sum != 1.0) reach_error();
  return 0;
}
