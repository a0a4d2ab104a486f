/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A static local counter keeps its value between calls (it is initialised once). */
#include <assert.h>
#pragma TASS input {0 <= n && n <= 5}
int n;

static int next_id(void) {
  static int last = 100;
  last++;
  return last;
}

int main(void) {
  int id = 0;
  for (int i = 0; i < n; i++)
    id = next_id();
  assert(n == 0 || id == 100 + n);
  return 0;
}
