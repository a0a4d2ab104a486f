/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 20 parallel
 * loop: 23 parallel
 */
/* A search that sets a flag and never clears it: the flag is kept or set by a condition
 * that does not read it, so after the loop it is 1 exactly when some cell matched. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 0;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  int found = 0;
  for (int i = 0; i < N; i++)
    if (a[i] == x) found = 1;
  if (!found)
    for (int j = 0; j < N; j++)
      if (a[j] == x) reach_error();
  return 0;
}
