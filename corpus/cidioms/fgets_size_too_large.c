/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 12
 */
/* fgets is told the buffer has 256 characters, but it has 128: a long line
 * overflows it. */
#include <stdio.h>

int main(void) {
  char line[128];
  if (fgets(line, 256, stdin) == NULL)
    return 1;
  return line[0] == '#';
}
