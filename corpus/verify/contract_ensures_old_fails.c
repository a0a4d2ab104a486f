/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* clamp_add promises that the stored value grew by k unless it hit the cap; it forgets
 * that the cap may already be exceeded on entry (then it lowers the value): the
 * postcondition with \old fails at its clause (line 14) when the function returns. */
#pragma TASS input {0 <= v && v <= 20}
int v;

/*@ requires k >= 0;
    ensures *p <= cap;
    ensures *p >= \old(*p);
 */
void clamp_add(int *p, int k, int cap) {
  int x = *p + k;
  if (x > cap)
    x = cap;
  *p = x;
}

int main(void) {
  int value = v;
  clamp_add(&value, 3, 10);
  return 0;
}
