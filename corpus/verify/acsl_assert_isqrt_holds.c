/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Integer square root by linear search; ACSL assertions state the defining property and the range for x <= 8. */
#pragma TASS input {0 <= x && x <= 8}
int x;

int main(void) {
  int r = 0;
  while ((r + 1) * (r + 1) <= x)
    r++;
  //@ assert r * r <= x && x < (r + 1) * (r + 1);
  //@ assert 0 <= r && r <= 2;
  return 0;
}
