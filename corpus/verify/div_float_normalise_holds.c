/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Normalising positive weights divides by their total, which is positive because there is at least one weight. */
#include <assert.h>
#pragma TASS input {1 <= n && n <= 6}
int n;

int main(void) {
  double w[n];
  double total = 0.0;
  for (int i = 0; i < n; i++) {
    w[i] = i + 1.0;
    total += w[i];
  }
  for (int i = 0; i < n; i++) {
    w[i] = w[i] / total;
    assert(w[i] > 0.0 && w[i] <= 1.0);
  }
  return 0;
}
