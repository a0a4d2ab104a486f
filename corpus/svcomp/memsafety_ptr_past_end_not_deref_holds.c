/* tass-test
 * run: tass verify --property valid-memsafety $FILE
 * expect: holds
 */
/* SV-COMP valid-memsafety counts invalid dereferences only: a pointer computed past
 * the end of its array (undefined in C) that is never dereferenced is no violation of
 * the property. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a[4] = { 0 };
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4) return 0;
  int *stop = a + 6;
  for (int *p = a; p < a + n; p++) *p = 1;
  (void)stop;
  return a[0];
}
