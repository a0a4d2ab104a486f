/* tass-test
 * run: tass verify --property no-overflow $FILE
 * expect: violation overflow
 * line: 12
 */
/* SV-COMP no-overflow: a left shift of a negative signed value is undefined
 * (C11 6.5.7p4). */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > -4 && x < 4) return x << 2;
  return 0;
}
