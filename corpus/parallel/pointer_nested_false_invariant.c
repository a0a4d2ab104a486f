/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 19
 */
/* Nested loops writing through a pointer to rows: the inner loop is decided by
 * parallel and its false invariant (a[i][0] is i, not 5) is a violation. */
extern int __VERIFIER_nondet_int(void);
int a[100][100];
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100) return 0;
  int (*p)[100] = a;
  /*@ loop invariant 0 <= i <= n;
      loop invariant i == 0 || a[0][0] == 5;
   */
  for (int i = 0; i < n; i++)
    /*@ loop invariant 0 <= j <= n;
        loop invariant j == 0 || a[i][0] == 5;
     */
    for (int j = 0; j < n; j++)
      p[i][j] = i + j;
  return 0;
}
