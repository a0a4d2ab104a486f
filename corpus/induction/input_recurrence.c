/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 14 parallel
 */
/* The size is a TASS input (not a nondet call): a recurrence a[i] = a[i-1] + 2 filled
 * for every N >= 1, then checked element by element. */
#pragma TASS input {N >= 1}
int N;
#include <assert.h>
int main(void) {
  int a[N];
  a[0] = 0;
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + 2;
  for (int i = 0; i < N; i++)
    assert(a[i] == 2 * i);
  return 0;
}
