/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 21 parallel
 * loop: 24 parallel
 */
/* Round i adds 1 to the cells 0..i (a triangle): cell j is reached by the rounds j..N-1,
 * N - j of them. The rounds overlap, so the outer loop is not parallel; each cell's
 * increment `j <= i ? 1 : 0` sums in closed form. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
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
    if (hits[j] != N - j)
      reach_error();
  return 0;
}
