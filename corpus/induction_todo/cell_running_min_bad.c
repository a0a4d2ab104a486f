/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: violation assertion
 * line: 21
 */
/* A running minimum kept in a one-element array, started at the wrong value (0 instead
 * of a[0]): when every element is positive, the check that the minimum is an element
 * fails (natively: 38 of 360 random runs with N <= 12).
 * tass (snapshot): unknown at its time limit. With the search alone (--technique=none)
 * the violation is found at once; with `parallel`'s summary of the first loop, the
 * depth-first search takes the branch `a[0] < min[0]` first, then the whole subtree of
 * N = 2..100 under it (the branch doubles the paths at each iteration) before it comes
 * back to the failing run N = 1, a[0] > 0. Exits first at loop heads does not help:
 * the branch in the body comes before the exit. Needs a bounded first pass (loops cut
 * at a few iterations) before the full search. */
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
  if (!found) reach_error();
  return 0;
}
