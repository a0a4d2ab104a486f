/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* As uninit_element.c, but the read stays among the elements written. */
#pragma TASS input {0 <= x && x < 3} int
#define x 0
int main(void) {
  int a[4];
  for (int i = 0; i < 3; i++)
    a[i] = i;
  return a[x];
}
