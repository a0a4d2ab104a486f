/* tass-test
 * run: tass verify --property valid-memsafety $FILE
 * expect: violation memory-leak
 * line: 16
 */
/* SV-COMP valid-memtrack: a block that only a local of main points to is lost when
 * main returns, even though the block points to memory a global keeps. */
#include <stdlib.h>
struct node { struct node *next; };
struct node *head;

int main(void) {
  head = malloc(sizeof *head);
  if (!head) return 0;
  head->next = 0;
  struct node *lost = malloc(sizeof *lost);
  if (lost) lost->next = head;
  return 0;
}
