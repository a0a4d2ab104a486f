/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 13
 */
/* Elements 0..2 are written, the read may reach element 3. */
#pragma TASS input {0 <= x && x < 4} int
#define x 0
int main(void) {
  int a[4];
  for (int i = 0; i < 3; i++)
    a[i] = i;
  return a[x];
}
