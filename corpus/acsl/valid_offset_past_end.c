/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 14
 */
/* `\valid(p + (0 .. 2))` through a pointer into the middle of an array: from `a + 2`
 * of a 4-element array only two elements remain. */
/*@ requires \valid(p + (0 .. 2)); */
int sum3(int *p) { return p[0] + p[1]; }

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int s = sum3(a + 1);
  s += sum3(a + 2); // <- violation
  return s;
}
