/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 13
 */
/* The loop fills three of the four elements; the element read is chosen by an input,
 * and the last one was never written. */
#pragma TASS input {0 <= k && k < 4}
int k;
int main(void) {
  int a[4];
  for (int i = 0; i < 3; i++) a[i] = i;
  return a[k];
}
