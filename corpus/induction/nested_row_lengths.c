/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Row i of a lower-triangular pattern has i + 1 cells: len[i] is counted by an inner loop
 * over j <= i, two at a time per cell, so len[i] == 2(i + 1). */
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void check(int c) { if (!c) __assert_fail("c", "nested_row_lengths.c", 9, "check"); }

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int len[N];
  for (int i = 0; i < N; i++) {
    len[i] = 0;
    for (int j = 0; j <= i; j++)
      len[i] = len[i] + 2;
  }
  for (int i = 0; i < N; i++)
    check(len[i] == 2 * (i + 1));
  return 0;
}
