/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: unknown
 */
/* SV-COMP unreach-call: reach_error() is never called, but the program writes one
 * past its array when n is 8: undefined behaviour, for which SV-COMP gives no verdict.
 * tass says unknown and names the out-of-bounds write (never TRUE). */
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int a[8];
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 8) return 0;
  for (int i = 0; i <= n; i++)
    a[i] = i;
  if (a[0] != 0) reach_error();
  return 0;
}
