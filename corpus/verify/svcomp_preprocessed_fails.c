/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 21
 */
/* The same preprocessed program with an assertion that fails for n == 4 only; the failure
 * is reported inside __VERIFIER_assert, at the call of reach_error.
 * A preprocessed SV-COMP program (.i style): line markers, glibc declarations without
 * pragmas, GNU attributes, a statement expression in reach_error, __PRETTY_FUNCTION__. */
extern void abort(void);
# 1 "<built-in>"
# 1 "test.c"
typedef unsigned int size_t;
typedef long int __off_t;
extern int printf (const char *__restrict __format, ...);
extern void *malloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) ;
extern void free (void *__ptr) __attribute__ ((__nothrow__ , __leaf__));
extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { ((void) sizeof ((0) ? 1 : 0), __extension__ ({ if (0) ; else __assert_fail ("0", "test.c", 3, __extension__ __PRETTY_FUNCTION__); })); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
int main() {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 5) return 0;
  int *a = (int *) malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) a[i] = i;
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  __VERIFIER_assert(2 * s == n * (n - 1) + (n == 4));
  free(a);
  return 0;
}
