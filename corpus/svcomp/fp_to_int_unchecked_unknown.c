/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: unknown
 */
/* A double that nothing constrains converted to int: NaN, an infinity or a value out of
 * int's range make the conversion undefined (C11 6.3.1.4), which lies outside the
 * property: UNKNOWN, never FALSE through a value C does not define. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  double x = __VERIFIER_nondet_double();
  int i = (int)x;
  if (i == 5)
    reach_error();
  return 0;
}
