/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* A loop on a symbolic double: from [0, 5], adding 1.0 until 10 is reached takes at
 * most 10 iterations and ends below 11 (each sum is exact); `x++` then makes it at
 * least 11. TRUE in IEEE 754, each iteration's guard decided by the solvers. */
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 0.0 && x <= 5.0);
  int n = 0;
  while (x < 10.0) {
    x += 1.0;
    n++;
  }
  x++;
  if (x < 11.0 || n > 10)
    reach_error();
  return 0;
}
