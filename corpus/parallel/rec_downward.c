/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 19 parallel
 */
/* A recurrence that runs from the last element down: each element is three more than the
 * one after it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000000) return 0;
  int dist[n];
  dist[n - 1] = 0;
  for (int i = n - 2; i >= 0; i--)
    dist[i] = dist[i + 1] + 3;
  for (int i = 0; i < n; i++)
    assert(dist[i] == 3 * (n - 1 - i));
  return 0;
}
