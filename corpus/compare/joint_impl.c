/* tass-test
 * run: tass compare $DIR/joint_spec.c $FILE
 * expect: holds
 */
/* Closed forms; the joint assertion relates the intermediate values of both programs
 * when both reach DONE. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int total;

int main(void) {
  int s = n * (n + 1) / 2, evens = n / 2;
#pragma TASS joint assert DONE s == spec.s && evens == spec.evens
  total = s + evens;
  return 0;
}
