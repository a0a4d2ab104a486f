/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* A file name read with %s into a buffer: scanf of strings is not modelled yet (tass
 * reads numbers only), so the verdict is unknown, naming the call. */
#include <stdio.h>

int main(void) {
  char name[32];
  if (scanf("%31s", name) != 1)
    return 1;
  FILE *f = fopen(name, "r");
  if (!f)
    return 1;
  int n;
  if (fscanf(f, "%d", &n) == 1 && n > 0)
    printf("%d\n", n);
  fclose(f);
  return 0;
}
