/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* Report snapshot: the loop depends on an input without an upper bound. */
#pragma TASS input {k >= 0}
int k;

int main(void) {
  int i = 0;
  while (i < k)
    i++;
  return i - k;
}
