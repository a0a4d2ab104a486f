/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 16
 */
/* Each iteration of a loop body makes a new instance of its locals (C11 6.2.4): the
 * pointer kept from the previous iteration dangles. Read before this iteration's
 * declaration (AddressSanitizer reports stack-use-after-scope). */
#include <stdio.h>

int main(void) {
  int *p = NULL;
  int s = 0;
  for (int i = 0; i < 3; i++) {
    if (i == 1)
      s = *p;
    int v = i;
    p = &v;
  }
  printf("%d\n", s);
  return 0;
}
