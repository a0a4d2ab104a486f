/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 22 parallel
 */
/* While loops over a VLA: cell[0] = 1 and cell[k] = cell[k-1] + 1, so cell[k] == k + 1;
 * every cell depends on the one before, which induction on N relates across N-1 and N. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "rec_plus_one_while.c", 11, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int main(void)
{
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 1;
  int cell[N];
  cell[0] = 1;
  int k = 1;
  while (k < N) {
    cell[k] = cell[k - 1] + 1;
    k++;
  }
  k = 0;
  while (k < N) {
    __VERIFIER_assert(cell[k] == k + 1);
    k++;
  }
  return 0;
}
