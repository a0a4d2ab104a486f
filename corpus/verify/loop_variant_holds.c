/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Variants that hold: a for loop counting down, a do-while loop, and a loop verified by
 * its invariants for every n (the variant is checked in its arbitrary iteration). */
#pragma TASS input {n >= 1}
int n;
#pragma TASS input {0 <= m && m <= 6}
int m;

int main(void) {
  int s = 0;
  /*@ loop invariant 0 <= k <= m;
      loop assigns k, s;
      loop variant k;
   */
  for (int k = m; k > 0; k--)
    s += k;
  int j = 0;
  /*@ loop assigns j;
      loop variant m - j;
   */
  do {
    j++;
  } while (j < m);
  int i = 0, t = 0;
  /*@ loop invariant 0 <= i <= n && t == 2 * i;
      loop assigns i, t;
      loop variant n - i;
   */
  while (i < n) {
    t += 2;
    i++;
  }
  //@ assert t == 2 * n;
  return s;
}
