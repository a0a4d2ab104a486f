/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: input `N` is read-only
 * at: 11:3
 */
#pragma TASS input int
#define N 4

int main(void) {
  N++;
  return 0;
}
