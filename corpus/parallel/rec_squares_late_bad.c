/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 20
 */
/* The squares of rec_squares_two_loops.c with a wrong expectation for the seventh
 * element, which exists only past the sizes a base case of 4 covers. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int odd[n], b[n];
  odd[0] = 1;
  for (int i = 1; i < n; i++) odd[i] = odd[i - 1] + 2;
  b[0] = 1;
  for (int i = 1; i < n; i++) b[i] = b[i - 1] + odd[i - 1] + 2;
  if (n >= 7)
    if (b[6] != 48) reach_error();
  return 0;
}
