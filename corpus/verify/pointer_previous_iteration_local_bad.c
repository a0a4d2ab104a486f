/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 17
 */
/* Each iteration of a loop body makes a new instance of its locals (C11 6.2.4): the
 * pointer kept from the previous iteration dangles, although the address is the same
 * (AddressSanitizer misses it for that reason). */
#include <stdio.h>

int main(void) {
  int *p = NULL;
  int s = 0;
  for (int i = 0; i < 3; i++) {
    int v = i;
    if (i == 1)
      s = *p;
    p = &v;
  }
  printf("%d\n", s);
  return 0;
}
