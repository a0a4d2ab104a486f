/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `\let` names a value in an assertion and in a postcondition, also under a quantifier. */
/*@ requires 0 <= x <= 100;
    ensures \let d = \result - x; d >= 0 && d * d <= 2 * x + 1; */
int next_square_root_bound(int x) {
  int r = 0;
  while (r * r < x)
    r++;
  return x + r;
}

int main(void) {
  int a[4] = {2, 4, 6, 8};
  int y = next_square_root_bound(7);
  //@ assert \let m = a[0]; \forall integer i; 0 <= i < 4 ==> (\let v = a[i]; v % m == 0 && v >= m);
  //@ assert \let t = y; t == 10;
  return 0;
}
