/* tass-test
 * run: tass verify --property valid-memsafety $FILE
 * expect: holds
 */
/* SV-COMP valid-memsafety: the accesses are in bounds and the memory is freed; the
 * call of reach_error() is not part of this property. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 6) return 0;
  int *p = malloc(n * sizeof(int));
  if (!p) return 0;
  for (int i = 0; i < n; i++) p[i] = i;
  if (p[n - 1] == n - 1) reach_error();
  free(p);
  return 0;
}
