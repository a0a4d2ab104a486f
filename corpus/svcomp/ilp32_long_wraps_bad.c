/* tass-test
 * run: tass verify --property unreach-call --data-model ILP32 $FILE
 * expect: violation assertion
 * line: 16
 */
/* ILP32 (i386): unsigned long has 32 bits, so 2^32 - 1 plus one wraps to 0 and
 * reach_error() is called; with LP64 it does not wrap (see ilp32_long_wraps_lp64_holds.c). */
#include <limits.h>
extern unsigned long __VERIFIER_nondet_ulong(void);
void reach_error(void) {}

int main(void) {
  unsigned long x = __VERIFIER_nondet_ulong();
  if (x != ULONG_MAX) return 0;
  x = x + 1;
  if (x == 0 && sizeof(long) == 4 && sizeof(void *) == 4) reach_error();
  return 0;
}
