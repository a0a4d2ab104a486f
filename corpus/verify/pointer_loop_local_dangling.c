/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 18
 */
/* A local of a loop body ends with each iteration: `p` keeps the address of the
 * first iteration's `v`, which is dangling after the loop (AddressSanitizer's
 * stack-use-after-scope). */
#include <stddef.h>

int main(void) {
  int *p = NULL;
  for (int i = 0; i < 2; i++) {
    int v = i * 10;
    if (i == 0)
      p = &v;
  }
  return *p;
}
