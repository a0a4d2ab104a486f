/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Values with few significant bits survive the conversion to float; 0.1 does not,
 * but stays within float's precision of it. A float to int conversion truncates. */
#include <assert.h>

int main(void) {
  double half = 0.5, big = 16777216.0;
  float fh = (float)half, fb = (float)big;
  assert((double)fh == half);
  assert((double)fb == big);
  assert((float)(big + 1.0) == fb);
  float f = (float)0.1;
  double d = (double)f - 0.1;
  assert(d > 0.0 && d < 1e-8);
  int i = (int)2.9, j = (int)-2.9;
  assert(i == 2 && j == -2);
  return 0;
}
