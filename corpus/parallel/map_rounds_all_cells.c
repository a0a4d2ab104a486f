/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 21 parallel
 * loop: 23 parallel
 * loop: 26 parallel
 */
/* N rounds, each adding 1 to every cell of a heap array: a map reduction (every
 * iteration of the outer loop changes every cell, by an amount that does not read the
 * array), each cell ending at N. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "map_rounds_all_cells.c", 13, "reach_error"); }
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
    for (c = 0; c < n; c++)
      cells[c] = cells[c] + 1;
  for (c = 0; c < n; c++)
    __VERIFIER_assert(cells[c] == n);
  return 0;
}
