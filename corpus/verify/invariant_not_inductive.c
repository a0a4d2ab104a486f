/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 12
 */
/* The invariant holds on entry but an iteration breaks it (s grows by 3, not 2). */
#pragma TASS input {n >= 0}
int n;

int main(void) {
  int i = 0, s = 0;
#pragma TASS invariant LOOP 0 <= i && i <= n && s == 2 * i
  while (i < n) {
    s += 3;
    i++;
  }
  return s;
}
