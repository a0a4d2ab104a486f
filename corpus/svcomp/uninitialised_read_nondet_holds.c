/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* SV-COMP programs read memory before writing it; under --property that is a
 * nondeterministic value, not a violation. Whatever b holds, the copy equals it. */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int b[4];
  int c[4];
  for (int i = 0; i < 4; i++)
    c[i] = b[i];
  for (int i = 0; i < 4; i++)
    if (c[i] != b[i]) reach_error();
  return 0;
}
