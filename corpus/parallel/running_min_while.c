/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 19 parallel
 * loop: 23 parallel
 */
/* A running minimum in a while loop, its comparison written the other way round
 * (`mn > a[i]`): no cell is below it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int mn = a[0];
  int i = 1;
  while (i < n) {
    if (mn > a[i]) mn = a[i];
    i++;
  }
  for (int x = 0; x < n; x++) assert(a[x] >= mn);
  return 0;
}
