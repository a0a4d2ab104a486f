/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* snprintf is given the size of a larger buffer than the one it writes: whether it
 * overflows depends on the length of its output ("step_000012", 12 characters with
 * the zero: it does), which tass bounds (17) but does not compute, so the verdict is
 * unknown, naming the call. */
#include <stdio.h>

int main(void) {
  char big[64];
  char tag[8];
  int step = 12;
  snprintf(tag, sizeof big, "step_%06d", step);
  snprintf(big, sizeof big, "%s.dat", "out");
  return 0;
}
