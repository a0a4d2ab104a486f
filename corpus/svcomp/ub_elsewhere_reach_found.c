/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 19
 */
/* SV-COMP unreach-call: a path with undefined behaviour (division by zero when d is
 * 0) does not hide a path that calls reach_error() (when d is 3). */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int d = __VERIFIER_nondet_int();
  int x = 12;
  if (d == 0) {
    x = x / d;
    return x;
  }
  if (d == 3)
    reach_error();
  return 0;
}
