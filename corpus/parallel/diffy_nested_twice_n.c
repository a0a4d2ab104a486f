/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 24 parallel
 * loop: 26 parallel
 * loop: 28 parallel
 * loop: 33 parallel
 */
/* The nested example of the Diffy paper: cnt[] starts at 0, s counts to N, then each of N
 * outer rounds adds 1 to every cell and s to cell k; every cell ends at 2N.
 * The outer loop writes every cell in each iteration (through the inner loop), so it is
 * not parallel; it is a map reduction: each cell x gains `1 + (x == k ? s : 0)` in
 * round k, summed in closed form to `N + s`. */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "diffy_nested_twice_n.c", 12, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int cnt[N];
  int s = 0;
  for (int i = 0; i < N; i++)
    cnt[i] = 0;
  for (int j = 0; j < N; j++)
    s = s + 1;
  for (int k = 0; k < N; k++) {
    for (int l = 0; l < N; l++)
      cnt[l] = cnt[l] + 1;
    cnt[k] = cnt[k] + s;
  }
  for (int x = 0; x < N; x++)
    check(cnt[x] == 2 * N);
  return 0;
}
