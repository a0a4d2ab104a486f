/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 20 parallel
 * loop: 24 parallel
 */
/* An inner loop that adds to its row's cell only on the diagonal (`j == i`): the element
 * reduction's increment `j == i ? 1 : 0` sums to 1 over the row, so every cell ends at 2.
 */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  int d[N];
  for (int i = 0; i < N; i++)
    d[i] = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (j == i)
        d[i] = d[i] + 1;
  for (int i = 0; i < N; i++)
    if (d[i] != 2) reach_error();
  return 0;
}
