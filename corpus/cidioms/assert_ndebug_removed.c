/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* With NDEBUG defined before <assert.h>, assert expands to nothing (C11 7.2): the
 * failing debug check is not part of the program. */
#define NDEBUG
#include <assert.h>

int main(void) {
  int n = 4;
  assert(n == 5);
  return n - 4;
}
