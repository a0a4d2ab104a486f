/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* Shifting an array by one with a copy whose ranges overlap: `\separated` fails. */
/*@ requires \separated(dst + (0 .. n-1), src + (0 .. n-1));
    assigns dst[0 .. n-1]; */
void copy(int *dst, const int *src, int n) {
  for (int i = 0; i < n; i++)
    dst[i] = src[i];
}

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  copy(a + 3, a, 2);
  copy(a + 1, a, 3); // <- violation
  return 0;
}
