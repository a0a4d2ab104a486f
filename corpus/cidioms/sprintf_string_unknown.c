/* tass-test
 * run: tass verify --deepen=0 $FILE
 * expect: unknown
 */
/* sprintf of a %s without a precision: the output's length is the argument's, which
 * tass does not bound, so whether it fits is not decided. */
#include <stdio.h>

int main(int argc, char **argv) {
  char name[32];
  if (argc < 2)
    return 1;
  sprintf(name, "%s.out", argv[1]);
  return 0;
}
