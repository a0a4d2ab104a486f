/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 13
 */
/* A loop invariant is checked at every visit of the loop head: here it is false on
 * entry when n == 0 (bounded search; n is at most 5). */
#pragma TASS input {0 <= n && n <= 5}
int n;

int main(void) {
  int i = 0, s = 0;
#pragma TASS invariant LOOP 0 <= i && i < n
  while (i < n) {
    s += i;
    i++;
  }
  return s;
}
