/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A copy between two distinct arrays, and between the two halves of one array, meets
 * `\separated(dst + (0 .. n-1), src + (0 .. n-1))`. */
/*@ requires n >= 0 && \valid(dst + (0 .. n-1)) && \valid_read(src + (0 .. n-1));
    requires \separated(dst + (0 .. n-1), src + (0 .. n-1));
    assigns dst[0 .. n-1]; */
void copy(int *dst, const int *src, int n) {
  for (int i = 0; i < n; i++)
    dst[i] = src[i];
}

int main(void) {
  int a[6] = {1, 2, 3, 4, 5, 6};
  int b[3];
  copy(b, a, 3);
  copy(a + 3, a, 3);
  //@ assert b[2] == 3 && a[5] == 3;
  return 0;
}
