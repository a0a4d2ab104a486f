/* tass-test
 * run: tass verify --property valid-memsafety $FILE
 * expect: holds
 */
/* SV-COMP valid-memtrack counts memory lost at the end only: the list a global still
 * points to (its second node through the first) is tracked when main returns. Not
 * freeing it violates valid-memcleanup, not valid-memsafety. */
#include <stdlib.h>
struct node { struct node *next; int v; };
struct node *head;

int main(void) {
  head = malloc(sizeof *head);
  if (!head) return 0;
  head->next = malloc(sizeof *head);
  if (head->next) head->next->next = 0;
  return 0;
}
