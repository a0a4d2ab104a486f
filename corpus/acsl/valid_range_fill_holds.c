/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A function that fills `n` elements asks for them with `\valid(a + (0 .. n-1))` and
 * says it writes only them; both callers pass arrays long enough. */
/*@ requires n >= 0 && \valid(a + (0 .. n-1));
    assigns a[0 .. n-1];
    ensures \forall integer i; 0 <= i < n ==> a[i] == v; */
void fill(int *a, int n, int v) {
  /*@ loop invariant 0 <= i <= n;
      loop invariant \forall integer j; 0 <= j < i ==> a[j] == v;
      loop assigns i, a[0 .. n-1]; */
  for (int i = 0; i < n; i++)
    a[i] = v;
}

int main(void) {
  int small[3], big[8];
  fill(small, 3, 7);
  fill(big, 8, -1);
  fill(big + 2, 6, 4);
  //@ assert small[2] == 7 && big[1] == -1 && big[7] == 4;
  return 0;
}
