/* tass-test
 * run: tass verify --deepen=1 $FILE
 * expect: unknown
 * loop: 14 -induction
 */
/* Only even sizes are inputs: every N is the first of its kind (N - 1 is rejected), so
 * induction on N has no finite base case and declines; the program holds. */
#pragma TASS input {N >= 0 && N % 2 == 0}
int N;
#include <assert.h>
int main(void) {
  int s = 0;
  int i = 0;
  while (i < N) {
    s = 3 * s + 1 - 2 * (i % 2);
    i++;
  }
  assert(s >= 0);
  return 0;
}
