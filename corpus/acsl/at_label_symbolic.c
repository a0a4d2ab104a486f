/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Labels passed several times: each pass saves the values again; the array is saved
 * whole, so an element read at the label is its value then. */
#pragma TASS input
int n;
#pragma TASS assume n >= 1 && n <= 5

int a[5];

int main(void) {
  int total = 0;
  for (int i = 0; i < n; i++) {
    a[i] = i * i;
  Before:
    total += a[i];
    a[i] = 0;
    //@ assert total == \at(total, Before) + \at(a[i], Before);
    //@ assert \at(a[i], Before) == i * i && a[i] == 0;
  }
  return 0;
}
