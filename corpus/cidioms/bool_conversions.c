/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* C11 6.3.1.2: whatever converts a scalar to _Bool (initialisation, assignment,
 * cast, argument, return value, struct member, array element, bool of stdbool.h,
 * compound assignment, increment) gives 0 or 1, never the value itself. */
#include <assert.h>
#include <stdbool.h>

struct flags { _Bool on; int count; };

static _Bool as_flag(int x) { return x; }
static int count_flag(_Bool b) { return b; }

int main(void) {
  _Bool b = 2;
  assert(b == 1);
  int x = b;
  assert(x == 1);
  b = -7;
  assert(b == 1);
  b = 0;
  assert(b == 0);
  assert((_Bool)256 == 1);
  assert((_Bool)0.5 == 1);
  double d = 0.0;
  b = d;
  assert(b == 0);
  int *p = &x;
  b = p;
  assert(b == 1);
  assert(as_flag(40) == 1);
  assert(count_flag(17) == 1);
  struct flags f = { 5, 5 };
  assert(f.on == 1);
  f.on = 9;
  assert(f.on + f.on == 2);
  bool arr[3] = { 3, 0, -1 };
  assert(arr[0] + arr[1] + arr[2] == 2);
  bool c = false;
  c += 5;
  assert(c == 1);
  c++;
  assert(c == 1);
  return 0;
}
