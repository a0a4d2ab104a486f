/* tass-test
 * run: tass verify --property no-overflow $FILE
 * expect: holds
 */
/* SV-COMP no-overflow: the addition is guarded, and the unsigned product wraps by
 * definition (not an overflow). */
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  unsigned int u = __VERIFIER_nondet_uint();
  unsigned int v = u * 3u + 7u;
  if (a < 0 || b < 0 || a > 1000000 || b > 1000000)
    return 0;
  int s = a + b;
  return s > 0 && v > 0;
}
