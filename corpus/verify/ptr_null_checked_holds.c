/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The same lookup as a NULL-returning search, but the caller checks the result before updating p->balance. */
#include <assert.h>
#include <stddef.h>
#pragma TASS input {0 <= id && id <= 5}
int id;
#pragma TASS input {0 <= amount && amount <= 8}
int amount;

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
  if (p != NULL) {
    p->balance += amount;
    assert(p->id == id);
    assert(p->balance >= 75 + amount);
  } else {
    assert(id < 1 || id > 3);
  }
  return 0;
}
