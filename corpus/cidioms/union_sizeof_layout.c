/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The size of a union is that of its largest member rounded up to its alignment
 * (LP64), also inside structs and arrays. */
#include <assert.h>

union small { char c[5]; int i; };
union wide { double d; char c; };
union nested { union small s; short h[3]; };
struct holder { char tag; union wide w; };

int main(void) {
  assert(sizeof(union small) == 8);
  assert(sizeof(union wide) == 8);
  assert(sizeof(union nested) == 8);
  assert(sizeof(struct holder) == 16);
  union small arr[3];
  assert(sizeof arr == 24);
  assert(sizeof(arr[0].c) == 5);
  return 0;
}
