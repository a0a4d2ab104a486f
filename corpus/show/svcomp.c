/* SV-COMP conventions: extern nondet functions, assume_abort_if_not, reach_error
 * through a label, GNU attributes, and a switch. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "svcomp.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void assume_abort_if_not(int cond) {
  if (!cond) { abort(); }
}

int main() {
  int x = __VERIFIER_nondet_int();
  unsigned int y = __VERIFIER_nondet_uint();
  assume_abort_if_not(x >= 0 && x < 10);
  int s = 0;
  switch (x % 3) {
  case 0:
    s = 1;
    break;
  case 1:
    s = 2;
  default:
    s += 3;
  }
  if (s == 0 || y < 0u) {
    goto ERROR;
  }
  return 0;
ERROR: {reach_error(); abort();}
  return 1;
}
