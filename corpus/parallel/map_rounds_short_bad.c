/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 14
 * loop: 20 parallel
 * loop: 22 parallel
 */
/* The rounds of map_rounds_all_cells with an inner loop one cell short: the last cell
 * stays 0, and the check fails at N = 1. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "map_rounds_short_bad.c", 12, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void *malloc(unsigned long);
int main() {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 1;
  int r, c, *cells = malloc(sizeof(int) * n);
  for (c = 0; c < n; c++)
    cells[c] = 0;
  for (r = 0; r < n; r++)
    for (c = 0; c < n - 1; c++)
      cells[c] = cells[c] + 1;
  for (c = 0; c < n; c++)
    __VERIFIER_assert(cells[c] == n);
  return 0;
}
