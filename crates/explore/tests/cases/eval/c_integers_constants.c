/* tass-test
 * run: tass verify --c-integers $FILE
 * expect: holds
 */
/* Constants converted to narrower or unsigned types wrap like any other value with C
 * integer semantics (the front end folds only constants that fit). */
#include <assert.h>
int main(void) {
  unsigned char c = 300;
  signed char e = (signed char)200;
  unsigned f = -1;
  unsigned short g = 70000;
  assert(c == 44);
  assert(e == -56);
  assert(f == 4294967295u);
  assert(g == 4464);
  return 0;
}
