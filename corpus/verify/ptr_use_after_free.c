/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 19
 */
/* On the refresh path (mode == 1) the buffer is freed and then read: a use after free. The other paths read it before freeing it. */
#include <stdlib.h>
#pragma TASS input {0 <= mode && mode <= 2}
int mode;

int main(void) {
  int *buf = malloc(3 * sizeof(int));
  if (buf == NULL)
    return 1;
  for (int i = 0; i < 3; i++)
    buf[i] = i + mode;
  if (mode == 1)
    free(buf);
  int first = buf[0]; /* freed when mode == 1 */
  if (mode != 1)
    free(buf);
  return first;
}
