/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A sieve of Eratosthenes with bool flags from <stdbool.h>. */
#include <stdbool.h>
#include <assert.h>
#define N 30

int main(void) {
  bool composite[N + 1];
  for (int i = 0; i <= N; i++)
    composite[i] = false;
  for (int p = 2; p * p <= N; p++)
    if (!composite[p])
      for (int m = p * p; m <= N; m += p)
        composite[m] = true;
  int count = 0;
  for (int i = 2; i <= N; i++)
    if (!composite[i])
      count++;
  assert(count == 10);
  return 0;
}
