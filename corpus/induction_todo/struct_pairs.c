/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* An array of N structs with y == 2x in every element.
 * tass (snapshot): unknown at once: an array of structs needs a constant length (the engine has no symbolic-length arrays of structs). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "struct_pairs.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
struct point {
  int x;
  int y;
};
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  struct point p[N];
  for (int i = 0; i < N; i++) {
    p[i].x = i;
    p[i].y = 2 * i;
  }
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(p[i].y == 2 * p[i].x);
  return 0;
}
