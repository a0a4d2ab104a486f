/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The correct counterpart: the invariants and `loop assigns` of a loop decided by
 * parallel hold on its summary after every number of iterations. */
extern int __VERIFIER_nondet_int(void);
int a[1000];
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  int *p = a;
  /*@ loop invariant 0 <= i <= n;
      loop invariant \forall integer k; 0 <= k < i ==> a[k] == 3;
      loop assigns i, a[0..n-1];
      
   */
  for (int i = 0; i < n; i++)
    p[i] = 3;
  return 0;
}
