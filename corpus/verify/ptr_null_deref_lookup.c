/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 27
 */
/* Looking up an id that is not in the table returns NULL, and the caller reads p->balance without checking. */
#include <stddef.h>
#pragma TASS input {0 <= id && id <= 5}
int id;

typedef struct {
  int id;
  int balance;
} Account;

Account accounts[3] = {{1, 100}, {2, 250}, {3, 75}};

Account *find(int key) {
  for (int i = 0; i < 3; i++)
    if (accounts[i].id == key)
      return &accounts[i];
  return NULL;
}

int main(void) {
  Account *p = find(id);
  int b = p->balance; /* NULL when id is 0, 4 or 5 */
  return b > 0 ? 0 : 1;
}
