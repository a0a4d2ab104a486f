/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 13
 */
/* The member after an int is aligned to 8 when it is a double: its offset is 8. */
#include <assert.h>
#include <stddef.h>

struct rec { int id; double value; };

int main(void) {
  assert(offsetof(struct rec, value) == sizeof(int));
  return 0;
}
