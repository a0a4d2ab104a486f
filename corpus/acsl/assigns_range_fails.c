/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 12
 */
/* The contract allows writing `a[0 .. n-2]` but the loop runs to the last element. */
/*@ requires n >= 2 && \valid(a + (0 .. n-1));
    assigns a[0 .. n-2]; */
void shift_left(int *a, int n) {
  for (int i = 0; i < n - 1; i++)
    a[i] = a[i + 1];
  a[n - 1] = 0; // <- violation
}

int main(void) {
  int a[4] = {1, 2, 3, 4};
  shift_left(a, 4);
  return a[0];
}
