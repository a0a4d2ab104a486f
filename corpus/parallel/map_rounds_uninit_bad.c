/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 17
 * loop: 16 parallel
 */
/* Rounds that add to every cell of an array nobody initialised: the first addition reads
 * an uninitialised element (the map reduction declines, and the search reports it). */
extern int __VERIFIER_nondet_int(void);
#include <stdlib.h>
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000) return 1;
  int *t = malloc(sizeof(int) * n);
  for (int r = 0; r < n; r++)
    for (int c = 0; c < n; c++)
      t[c] = t[c] + r;
  free(t);
  return 0;
}
