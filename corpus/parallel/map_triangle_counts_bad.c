/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 25
 * loop: 18 parallel
 * loop: 20 parallel
 */
/* map_triangle_counts with the count of each cell claimed one too high. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "map_triangle_counts_bad.c", 12, "reach_error"); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 1;
  int hits[N];
  for (int j = 0; j < N; j++)
    hits[j] = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      hits[j] += 1;
  for (int j = 0; j < N; j++)
    if (hits[j] != N - j + 1)
      reach_error();
  return 0;
}
