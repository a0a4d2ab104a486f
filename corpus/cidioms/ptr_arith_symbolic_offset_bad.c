/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 12
 */
/* An offset from the input that may exceed the array's length. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a[8] = { 0 };
  int k = __VERIFIER_nondet_int();
  if (k >= 0 && k <= 9) { int *p = a + k; return p == a; }
  return 0;
}
