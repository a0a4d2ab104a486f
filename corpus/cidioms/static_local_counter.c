/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A static local counts calls across calls; it starts at zero. */
#include <assert.h>

static int next_id(void) {
  static int id;
  return id++;
}

int main(void) {
  int a = next_id();
  int b = next_id();
  int c = next_id();
  assert(a == 0 && b == 1 && c == 2);
  return 0;
}
