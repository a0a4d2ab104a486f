/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 16 parallel
 * loop: 18 parallel
 */
/* A running maximum over 100000 cells, a constant bound the search could not unroll. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
#define SIZE 100000
int a[SIZE];

int main(void) {
  for (int i = 0; i < SIZE; i++) a[i] = __VERIFIER_nondet_int();
  int m = a[0];
  for (int i = 0; i < SIZE; i++)
    if (a[i] > m) m = a[i];
  for (int x = 0; x < SIZE; x++) assert(a[x] <= m);
  return 0;
}
