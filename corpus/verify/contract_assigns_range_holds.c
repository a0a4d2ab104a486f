/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* fill writes exactly a[0 .. len-1] of an array of its caller, as its assigns clause
 * says, and its loop writes only what its loop assigns lists. */
#pragma TASS input {0 <= n && n <= 6}
int n;

/*@ requires 0 <= len <= 6;
    assigns a[0 .. len - 1];
    ensures \forall integer k; 0 <= k < len ==> a[k] == v;
 */
void fill(int *a, int len, int v) {
  int i = 0;
  /*@ loop invariant 0 <= i <= len;
      loop invariant \forall integer k; 0 <= k < i ==> a[k] == v;
      loop assigns i, a[0 .. len - 1];
      loop variant len - i;
   */
  while (i < len) {
    a[i] = v;
    i++;
  }
}

int main(void) {
  int buf[6] = {9, 9, 9, 9, 9, 9};
  fill(buf, n, 7);
  if (n < 6) {
    //@ assert buf[n] == 9;
  }
  if (n > 0) {
    //@ assert buf[0] == 7;
  }
  return 0;
}
