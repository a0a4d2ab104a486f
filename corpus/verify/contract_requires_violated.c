/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 23
 */
/* average requires a positive count; the caller passes the number of positive
 * readings, which is 0 when every reading is negative: the precondition fails at the
 * call (line 23), not inside average. */
#pragma TASS input {-5 <= r0 && r0 <= 5}
int r0;
#pragma TASS input {-5 <= r1 && r1 <= 5}
int r1;

/*@ requires count > 0;
    ensures \result == total / count;
 */
int average(int total, int count) { return total / count; }

int main(void) {
  int count = 0, total = 0;
  if (r0 > 0) { count++; total += r0; }
  if (r1 > 0) { count++; total += r1; }
  int avg = average(total, count);
  return avg;
}
