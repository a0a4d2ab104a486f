/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A histogram with uint32_t counters and an int64_t total (<stdint.h>). */
#include <stdint.h>
#include <assert.h>
#define N 6
#define B 3

int main(void) {
  int32_t data[N] = {0, 1, 2, 2, 1, 0};
  uint32_t hist[B] = {0};
  int64_t total = 0;
  for (int i = 0; i < N; i++) {
    hist[data[i]]++;
    total += data[i];
  }
  assert(hist[0] == 2 && hist[1] == 2 && hist[2] == 2);
  assert(total == 6);
  return 0;
}
