/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 22
 */
/* Doubles stored in an array and read back at a symbolic index: the element read may
 * be a NaN input, which is not equal to itself (verdict FALSE, the array's elements
 * in the counterexample). */
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  double a[3];
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 3);
  for (int k = 0; k < 3; k++)
    a[k] = __VERIFIER_nondet_double();
  a[1] = 2.5;
  if (a[i] != a[i])
    reach_error();
  return 0;
}
