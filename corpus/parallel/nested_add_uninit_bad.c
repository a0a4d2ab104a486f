/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 18
 */
/* nested_add_n_times.c with the initialisation one element short: the inner loop reads
 * the last element, never written. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  int a[N];
  for (int i = 0; i < N - 1; i++) a[i] = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i] = a[i] + 1;
  return 0;
}
