/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A quantified loop invariant over an array of unbounded length n: every element is
 * zero after the loop, for every n >= 1. */
#pragma TASS input {n >= 1}
int n;
#pragma TASS output
int a[n];

int main(void) {
  int i = 0;
#pragma TASS invariant FILL 0 <= i && i <= n && (forall {int k | 0 <= k && k < i} a[k] == 0)
  while (i < n) {
    a[i] = 0;
    i++;
  }
#pragma TASS assert forall {int k | 0 <= k && k < n} a[k] == 0
  return 0;
}
