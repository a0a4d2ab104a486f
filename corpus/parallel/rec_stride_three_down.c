/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 19 parallel
 */
/* A recurrence downwards by steps of 3 from the top cell: t[j] = t[j + 3] + 2, so the
 * cell reached after s steps holds 2s. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 100000) return 0;
  int t[n];
  t[n - 1] = 0;
  for (int j = n - 4; j >= 0; j -= 3)
    t[j] = t[j + 3] + 2;
  for (int j = n - 1; j >= 0; j -= 3)
    if (t[j] != 2 * ((n - 1 - j) / 3))
      reach_error();
  return 0;
}
