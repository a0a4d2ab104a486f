/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* `\max` over an empty range has no value in ACSL: tass says unknown, naming it. */
int main(void) {
  int a[3] = {1, 2, 3};
  //@ assert \max(2, 1, \lambda integer k; a[k]) >= 0;
  return 0;
}
