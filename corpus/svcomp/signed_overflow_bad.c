/* tass-test
 * run: tass verify --property no-overflow $FILE
 * expect: violation overflow
 * line: 15
 */
/* SV-COMP no-overflow: the sum of two ints in range overflows when both are large. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 0 || b < 0)
    return 0;
  int s;
  s = a + b;
  return s > 0;
}
