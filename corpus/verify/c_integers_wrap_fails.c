/* tass-test
 * run: tass verify --c-integers $FILE
 * expect: violation assertion
 * line: 15
 */
/* With C integer semantics, x + 1 wraps to 0 for x == UINT_MAX, so reach_error is
 * reachable (with mathematical integers it is not). */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = x + 1;
  if (y < x)
    reach_error();
  return 0;
}
