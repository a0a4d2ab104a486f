/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 16
 */
/* The number given on the command line is used as an index without a check. */
#include <stdlib.h>

int main(int argc, char **argv) {
  int counts[10] = {0};
  if (argc < 2)
    return 1;
  int k = atoi(argv[1]);
  if (k == atoi(argv[1]) + 1)
    return 2;
  counts[k] = 1;
  return counts[0];
}
