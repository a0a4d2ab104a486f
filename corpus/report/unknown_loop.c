/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* Report snapshot: the loop depends on an even input without an upper bound and carries
 * a doubled value from one iteration to the next; induction on k has no base case
 * (every even k is the first of its kind: k - 1 is odd). */
#pragma TASS input {k >= 0 && k % 2 == 0}
int k;

int main(void) {
  int i = 0, s = 0;
  while (i < k) {
    s = 2 * s + i;
    i++;
  }
  return s >= 0 ? 0 : 1;
}
