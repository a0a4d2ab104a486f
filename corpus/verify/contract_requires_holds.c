/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The same average, called only when some reading is positive: the precondition holds
 * at the call, and it is what makes the division inside safe. */
#pragma TASS input {-5 <= r0 && r0 <= 5}
int r0;
#pragma TASS input {-5 <= r1 && r1 <= 5}
int r1;

/*@ requires count > 0;
    requires total >= 0;
    ensures 0 <= \result <= total;
 */
int average(int total, int count) { return total / count; }

int main(void) {
  int count = 0, total = 0;
  if (r0 > 0) { count++; total += r0; }
  if (r1 > 0) { count++; total += r1; }
  int avg = 0;
  if (count > 0)
    avg = average(total, count);
  return avg;
}
