/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* Report snapshot: the loop depends on an input without an upper bound, and carries a
 * value from one iteration to the next that is doubled (no technique of this version
 * decides it). */
#pragma TASS input {k >= 0}
int k;

int main(void) {
  int i = 0, s = 0;
  while (i < k) {
    s = 2 * s + i;
    i++;
  }
  return s >= 0 ? 0 : 1;
}
