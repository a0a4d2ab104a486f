/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: input `n` is read-only
 * at: 11:3
 */
#pragma TASS input {n >= 0}
int n;

int main(void) {
  n = 3;
  return n;
}
