/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 16
 * loop: 14 parallel
 * loop: 16 parallel
 */
/* An array inside a global struct, one of its 2,000 cells odd. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct buf { int len; int data[2000]; };
struct buf b;
int main(void) {
  for (int i = 0; i < 2000; i++) b.data[i] = 2 * i;
  b.data[1500] = 3;
  for (int i = 0; i < 2000; i++) assert(b.data[i] % 2 == 0);
  return 0; }
