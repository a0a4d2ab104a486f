/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 14
 */
/* fopen may fail; reading from the stream without checking it reads through a null
 * stream (undefined behaviour). */
#include <stdio.h>

int main(void) {
  int n = 0;
  FILE *f = fopen("params.txt", "r");
  /* missing: if (f == NULL) return 1; */
  if (fscanf(f, "%d", &n) != 1)
    n = 0;
  fclose(f);
  return n > 0;
}
