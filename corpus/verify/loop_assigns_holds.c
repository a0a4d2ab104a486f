/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Loop assigns that list every location the loops write (a local declared inside the
 * body needs no listing), also for a loop summarised by its invariants for every n. */
#pragma TASS input {n >= 0}
int n;
int hist[4];

/*@ requires 0 <= k;
    assigns hist[k % 4];
 */
void count(int k) { hist[k % 4] = hist[k % 4] + 1; }

int main(void) {
  int s = 0, i = 0;
  /*@ loop invariant 0 <= i <= n;
      loop invariant 2 * s == i * (i - 1);
      loop assigns s, i;
   */
  while (i < n) {
    int t = i;
    s += t;
    i++;
  }
  //@ assert 2 * s == n * (n - 1);
  /*@ loop invariant 0 <= j <= 8;
      loop assigns j, hist[0 .. 3];
   */
  for (int j = 0; j < 8; j++)
    count(j);
  //@ assert hist[0] == 2 && hist[3] == 2;
  return 0;
}
