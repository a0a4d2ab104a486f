/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 25 parallel
 * loop: 27 parallel
 * loop: 29 parallel
 */
/* Two heap arrays: b[i] = a[i] + 1 after a[i] = i, through pointers from malloc. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 100000)
    return 0;
  int *a = malloc(sizeof(int) * n);
  int *b = malloc(sizeof(int) * n);
  if (!a || !b) {
    free(a);
    free(b);
    return 0;
  }
  int i;
  for (i = 0; i < n; i++)
    a[i] = i;
  for (i = 0; i < n; i++)
    b[i] = a[i] + 1;
  for (i = 0; i < n; i++)
    assert(b[i] == i + 1);
  free(a);
  free(b);
  return 0;
}
