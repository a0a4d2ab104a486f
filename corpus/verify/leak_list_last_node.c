/* tass-test
 * run: tass verify $FILE
 * expect: violation memory-leak
 * line: 27
 */
/* A linked list of n nodes is destroyed by a loop that stops at the last node, so that node leaks whenever the list is not empty. */
#include <stdlib.h>
#pragma TASS input {0 <= n && n <= 4}
int n;

typedef struct Node {
  int value;
  struct Node *next;
} Node;

void destroy(Node *head) {
  while (head != NULL && head->next != NULL) { /* should be head != NULL */
    Node *next = head->next;
    free(head);
    head = next;
  }
}

int main(void) {
  Node *head = NULL;
  for (int i = 0; i < n; i++) {
    Node *node = malloc(sizeof(Node));
    if (node == NULL)
      break;
    node->value = i;
    node->next = head;
    head = node;
  }
  destroy(head);
  head = NULL;
  return 0;
}
