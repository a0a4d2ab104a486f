/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 23
 */
/* The behavior for non-negative arguments promises to assign nothing, but the function
 * also counts zeros in `negatives`: the write at line 23 is outside the assigns
 * clause of the behavior that applies. */
#pragma TASS input {-10 <= v && v <= 10}
int v;
int negatives = 0;

/*@ behavior negative:
      assumes x < 0;
      assigns negatives;
    behavior non_negative:
      assumes x >= 0;
      assigns \nothing;
      ensures \result == x;
 */
int magnitude(int x) {
  if (x <= 0) {
    negatives++;
    return -x;
  }
  return x;
}

int main(void) { return magnitude(v); }
