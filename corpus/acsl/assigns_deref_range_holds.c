/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `assigns *(a + (lo .. hi))` is the range `a[lo .. hi]`; the function writes inside it. */
/*@ requires n >= 1 && \valid(a + (0 .. n-1));
    assigns *(a + (1 .. n-1));
    ensures \forall integer i; 1 <= i < n ==> a[i] == a[0]; */
void spread(int *a, int n) {
  for (int i = 1; i < n; i++)
    a[i] = a[0];
}

int main(void) {
  int a[4] = {9, 1, 2, 3};
  spread(a, 4);
  //@ assert a[3] == 9;
  return 0;
}
