/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 18
 */
/* The recursion terminates (y falls at each call), but the measure names
 * only the first one, which grows at the call of line 18. */
#pragma TASS input {0 <= a && a <= 4}
int a;
#pragma TASS input {0 <= b && b <= 4}
int b;

/*@ requires x >= 0 && y >= 0;
    decreases x;
 */
int ack_sum(int x, int y) {
  if (y > 0)
    return ack_sum(x + 1, y - 2 < 0 ? 0 : y - 2);
  return x;
}

int main(void) { return ack_sum(a, b); }
