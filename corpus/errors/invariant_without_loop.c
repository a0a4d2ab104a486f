/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: a loop annotation must be followed by a loop
 * at: 9:1
 */
int main(void) {
  int i = 0;
#pragma TASS invariant i <= 3
  i++;
  return i;
}
