/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 */
/* The loop starts at index 1 and misses the first element: the result is not
 * `\max` of the whole array when the first element is the largest. */
#pragma TASS input
int a[3];

int main(void) {
  int hi = a[1];
  for (int i = 1; i < 3; i++)
    if (a[i] > hi)
      hi = a[i];
  //@ assert hi == \max(0, 2, \lambda integer k; a[k]); // <- violation
  return 0;
}
