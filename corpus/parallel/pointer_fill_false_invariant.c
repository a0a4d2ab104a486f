/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 16
 */
/* The body writes through a pointer, so technique invariant declines and parallel
 * decides the loop: the false invariant (the elements are 3, not 7) is checked on the
 * summary after an arbitrary number of iterations, and fails. */
extern int __VERIFIER_nondet_int(void);
int a[1000];
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  int *p = a;
  /*@ loop invariant 0 <= i <= n;
      loop invariant \forall integer k; 0 <= k < i ==> a[k] == 7;
   */
  for (int i = 0; i < n; i++)
    p[i] = 3;
  return 0;
}
