/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 19
 */
/* The pointer kept from the previous iteration dangles even after this iteration's
 * declaration has made a new instance at the same address (C11 6.2.4). A native run
 * reads the new instance (AddressSanitizer cannot tell them apart), so the sum is not
 * the previous value the program meant. */
#include <assert.h>
#include <stddef.h>

int main(void) {
  int *p = NULL;
  int s = 0;
  for (int i = 0; i < 3; i++) {
    int v = i;
    if (i == 1)
      s = *p;
    p = &v;
  }
  assert(s == 0);
  return 0;
}
