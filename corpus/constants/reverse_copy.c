/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* b gets a reversed, then the ends are compared; SIZE 20000 an input. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "reverse_copy.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern int __VERIFIER_nondet_int(void);
#define SIZE 20000
int main() {
  int a[SIZE];
  int b[SIZE];
  for (int i = 0; i < SIZE; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < SIZE; i++) b[SIZE - 1 - i] = a[i];
  for (int i = 0; i < SIZE; i++) __VERIFIER_assert(b[i] == a[SIZE - 1 - i]);
  return 0;
}
