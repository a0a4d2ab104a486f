/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The report lists each loop annotation with who checked it: the first loop (a write
 * through a pointer) is decided by technique parallel, the second by technique
 * invariant, and the third, with a constant bound, by invariant too. */
extern int __VERIFIER_nondet_int(void);
int a[1000], b[8];
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000)
    return 0;
  int *p = a;
  /*@ loop invariant 0 <= j <= n;
      loop assigns j, a[0 .. n - 1];
   */
  for (int j = 0; j < n; j++)
    p[j] = 7;
  int s = 0;
  /*@ loop invariant 0 <= i <= n;
      loop invariant s == 2 * i;
      loop assigns i, s;
      loop variant n - i;
   */
  for (int i = 0; i < n; i++)
    s += 2;
  /*@ loop invariant 0 <= k <= 8;
      loop assigns k, b[0 .. 7];
   */
  for (int k = 0; k < 8; k++)
    b[k] = k;
  return 0;
}
