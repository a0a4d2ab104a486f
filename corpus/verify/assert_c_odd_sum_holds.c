/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The sum of the first N odd numbers is N squared; N is an input macro, checked for every value from 0 to 7. */
#include <assert.h>
#pragma TASS input {0 <= N && N <= 7} int
#define N 5

int main(void) {
  int s = 0;
  for (int i = 0; i < N; i++)
    s += 2 * i + 1;
  assert(s == N * N);
  return 0;
}
