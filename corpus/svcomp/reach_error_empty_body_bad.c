/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 16
 */
/* SV-COMP unreach-call: the property is that reach_error() is never called, whatever
 * its body does; this one's body is empty. The call happens when x reaches 5. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int n = __VERIFIER_nondet_int();
  int x = 0;
  for (int i = 0; i < n && i < 10; i++)
    x++;
  if (x == 5) reach_error();
  return 0;
}
