/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 19
 */
/* clear_prefix may write a[0 .. n-1], but its loop runs one step too far: the write
 * of a[n] (inside the array, so no bounds error) is outside the assigns range. */
#pragma TASS input {0 <= n && n <= 4}
int n;

/*@ requires 0 <= len < 8;
    assigns a[0 .. len - 1];
    ensures \forall integer k; 0 <= k < len ==> a[k] == 0;
 */
void clear_prefix(int *a, int len) {
  /*@ loop invariant 0 <= i <= len + 1;
      loop assigns i, a[0 .. len];
   */
  for (int i = 0; i <= len; i++) a[i] = 0;
}

int main(void) {
  int buf[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  clear_prefix(buf, n);
  return 0;
}
