/* TASS pragmas: input macros with conditions, an input array, an output, a quantified
 * assertion and a labelled invariant. */
#include <assert.h>
#pragma TASS input int
#define B 10
#pragma TASS input {0 <= n && n <= B} int
#define n 10
#pragma TASS input
double a[n];
#pragma TASS output
double sum;

#define SCALE 2

int main(void) {
  double acc = 0.0;
  int i = 0;
#pragma TASS invariant LOOP 0 <= i && i <= n
  while (i < n) {
    acc += SCALE * a[i];
    i++;
  }
#pragma TASS assert forall {int j | 0 <= j && j < n} a[j] == a[j]
  sum = acc;
  assert(i == n);
  return 0;
}
