/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 16
 */
/* SV-COMP style: the assumption on the nondeterministic index admits i == 10 for an array of 10 cells. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int a[10];
  for (int j = 0; j < 10; j++)
    a[j] = j;
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= i && i <= 10);
  int x = a[i]; /* should assume i < 10 */
  return x;
}
