/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 21 parallel
 */
/* A running minimum in a one-element array from 0, then a flag for the cells equal to
 * it: the minimum is 0 or one of the cells, so the flag is set or the minimum is 0. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0 || N > 100) return 1;
  int a[N];
  int min[1] = {0};
  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) if (a[i] < min[0]) min[0] = a[i];
  int found = 0;
  for (int x = 0; x < N; x++) if (a[x] == min[0]) found = 1;
  if (!found && min[0] != 0) reach_error();
  return 0;
}
