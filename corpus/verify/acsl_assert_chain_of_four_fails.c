/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 */
/* An ACSL chain of three comparisons means the conjunction of all three:
 * `0 <= i <= j < n` is `0 <= i && i <= j && j < n`, which fails for n <= 4 (the
 * chain must not be read as `(0 <= i && i <= j) < n`, which holds for n >= 2). */
#pragma TASS input {2 <= n && n <= 5} int
#define n 5

int main(void) {
  int i = 0;
  int j = 4;
  //@ assert 0 <= i <= j <= 4;
  //@ assert 0 <= i <= j < n;
  return i + j;
}
