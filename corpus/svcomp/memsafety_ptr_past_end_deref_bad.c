/* tass-test
 * run: tass verify --property valid-memsafety $FILE
 * expect: violation pointer
 * line: 13
 */
/* SV-COMP valid-memsafety: the pointer computed past the end is dereferenced. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a[4] = { 0 };
  int k = __VERIFIER_nondet_int();
  int *p = a + k;
  if (k >= 0 && k <= 4) return *p;
  return 0;
}
