/* tass-test
 * run: tass verify $FILE
 * expect: violation overflow
 * line: 12
 */
/* The amount comes from the input and is checked against the wrong bound: 32 gets
 * through, and a shift of an int by 32 is undefined. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k >= 0 && k <= 32) return (1u << k) != 0u;
  return 0;
}
