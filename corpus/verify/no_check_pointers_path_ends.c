/* tass-test
 * run: tass verify --no-check pointers $FILE
 * expect: holds
 */
/* With pointer checks switched off, a dereference of a null pointer is not reported,
 * but nothing can follow it: the path ends there, and the report names the switched-
 * off check (line 15) as why no execution reaches the end. */
#include <assert.h>
struct cell { int v; };
struct cell *head;
int main(void) {
  int total = 0;
  if (head == 0)
    total = 1;
  total += head->v;
  assert(total == 1);
  return 0;
}
