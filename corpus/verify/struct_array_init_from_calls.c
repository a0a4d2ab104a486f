/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 25
 */
/* Elements of an array of structs initialised by calls returning the struct (each
 * call gives a whole element, no brace elision), then copied by value. */
#include <assert.h>
struct In { int a[2]; };
struct Out { struct In in; int z; };

struct Out make(int v) {
  struct Out o;
  o.in.a[0] = v;
  o.in.a[1] = v + 1;
  o.z = -v;
  return o;
}

int main(void) {
  struct Out arr[2] = { make(1), make(2) };
  arr[0] = arr[1];
  arr[1].z = 9;
  assert(arr[0].z == -2 && arr[0].in.a[1] == 3 && arr[1].in.a[0] == 2);
  assert(arr[0].in.a[0] == 1);
  return 0;
}
