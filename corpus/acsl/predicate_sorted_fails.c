/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* The array is not sorted (one element out of place): the predicate, expanded at its
 * use, is false. */
/*@ predicate sorted(int *a, integer n) =
      \forall integer i; 0 <= i < n - 1 ==> a[i] <= a[i + 1]; */

int main(void) {
  int a[5] = {1, 2, 4, 3, 5};
  //@ assert sorted(a, 3);
  //@ assert sorted(a, 5); // <- violation
  return 0;
}
