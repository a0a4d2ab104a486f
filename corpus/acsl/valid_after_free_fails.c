/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 18
 */
/* Freed memory is no longer valid: the precondition of the second call fails. */
#include <stdlib.h>

/*@ requires \valid_read(p + (0 .. 1)); */
int pair_sum(const int *p) { return p[0] + p[1]; }

int main(void) {
  int *p = malloc(2 * sizeof(int));
  p[0] = 1;
  p[1] = 2;
  int s = pair_sum(p);
  free(p);
  s += pair_sum(p); // <- violation
  return s;
}
