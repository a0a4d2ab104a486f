/* tass-test
 * run: tass verify $FILE
 * expect: violation memory-leak
 * line: 12
 */
/* The parser allocates its buffer and returns early on a bad header (header == 0) without freeing it. */
#include <stdlib.h>
#pragma TASS input {0 <= header && header <= 3}
int header;

int parse(int h) {
  int *buf = malloc(4 * sizeof(int));
  if (buf == NULL)
    return -1;
  if (h == 0)
    return -1; /* leaks buf */
  for (int i = 0; i < 4; i++)
    buf[i] = h * i;
  int last = buf[3];
  free(buf);
  return last;
}

int main(void) {
  return parse(header) < 0;
}
