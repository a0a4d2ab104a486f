/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 16
 */
/* No bound on n: the loop is summarised by its invariant, and the variant is checked in
 * the arbitrary iteration, where it does not decrease (the step is 2 but the variant
 * counts down by the halved distance, which stays the same when n - i is 1). */
#pragma TASS input {n >= 0}
int n;

int main(void) {
  int i = 0;
  /*@ loop invariant 0 <= i;
      loop assigns i;
      loop variant (n - i) / 2;
   */
  while (i < n)
    i += 2;
  return 0;
}
