/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 25
 */
/* clamp returns the lower bound instead of the upper one for values at or above it; the range assertion
 * still holds, but the ACSL assertion about large values fails when v >= 5. */
#pragma TASS input {-3 <= v && v <= 8}
int v;

int clamp(int val, int lo, int hi) {
  if (val < lo)
    return lo;
  if (val >= hi)
    return lo; /* should return hi */
  return val;
}

int main(void) {
  int c = clamp(v, 0, 5);
  //@ assert 0 <= c && c <= 5;
  if (v < 0) {
    //@ assert c == 0;
  }
  //@ assert v >= 5 ==> c == 5;
  return 0;
}
