/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 19 parallel
 * loop: 20 parallel
 */
/* Cubes by three chained recurrences (third differences constant 6), checked with
 * assert.h: c[i] = i^3 for every i and every size. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int size = __VERIFIER_nondet_int();
  if (size < 1) return 0;
  int six[size], sq[size], cube[size];
  six[0] = 6; sq[0] = 1; cube[0] = 0;
  for (int i = 1; i < size; i++) six[i] = six[i - 1] + 6;
  for (int i = 1; i < size; i++) sq[i] = sq[i - 1] + six[i - 1];
  for (int i = 1; i < size; i++) cube[i] = cube[i - 1] + sq[i - 1];
  for (int i = 0; i < size; i++) assert(cube[i] == i * i * i);
  return 0;
}
