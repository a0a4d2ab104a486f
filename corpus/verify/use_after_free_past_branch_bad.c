/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 19
 */
/* A dangling pointer survives a saved branching state: after canonicalisation it must
 * still name a freed block (not the live block renumbered into its place), so the write
 * through it is a use after free. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *a = malloc(sizeof(int));
  if (!a) return 0;
  int *b = malloc(sizeof(int));
  if (!b) { free(a); return 0; }
  free(a);
  if (__VERIFIER_nondet_int()) { *b = 1; }
  *a = 2;
  free(b);
  return 0;
}
