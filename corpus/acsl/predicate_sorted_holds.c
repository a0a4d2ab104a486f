/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A `predicate` over an array and its length, used in a postcondition and in an
 * assertion; a `logic` function for the middle index. */
/*@ predicate sorted(int *a, integer n) =
      \forall integer i; 0 <= i < n - 1 ==> a[i] <= a[i + 1];
    logic integer mid(integer lo, integer hi) = lo + (hi - lo) / 2;
*/

/*@ requires n >= 1 && \valid(a + (0 .. n-1));
    assigns a[0 .. n-1];
    ensures sorted(a, n); */
void ramp(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = 3 * i - 4;
}

int main(void) {
  int a[5];
  ramp(a, 5);
  //@ assert sorted(a, 5) && a[mid(0, 4)] == 2;
  return 0;
}
