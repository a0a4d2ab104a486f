/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 21
 */
/* The loop also keeps the largest element in `best`, which its loop assigns does not
 * list: the write at line 21 is outside the loop's assigns clause. */
#pragma TASS input {1 <= n && n <= 5}
int n;
#pragma TASS input
int data[5];

int main(void) {
  int s = 0, best = data[0];
  /*@ loop invariant 0 <= i <= n;
      loop assigns i, s;
   */
  for (int i = 0; i < n; i++) {
    s += data[i];
    if (data[i] > best)
      best = data[i];
  }
  return s - best;
}
