/* ACSL: a function contract, loop invariants with chained comparisons, loop assigns
 * with a range, a loop variant and an assertion. */
#pragma TASS input {n >= 0 && n <= 100}
int n;
int a[100];

/*@ requires 0 <= len <= 100;
    ensures \result == len;
    assigns a[0..len-1];
 */
int fill(int len) {
  int i = 0;
  /*@ loop invariant 0 <= i <= len;
      loop invariant \forall integer k; 0 <= k < i ==> a[k] == k;
      loop assigns i, a[0..len-1];
      loop variant len - i;
   */
  while (i < len) {
    a[i] = i;
    i++;
  }
  //@ assert i == len;
  return i;
}

int main(void) {
  int r = fill(n);
  //@ assert r == n;
  return 0;
}
