/* tass-test
 * run: tass verify --property unreach-call --data-model LP64 $FILE
 * expect: holds
 */
/* The twin of ilp32_long_wraps_bad.c in LP64 (x86_64): long and pointers have 64 bits. */
#include <limits.h>
extern unsigned long __VERIFIER_nondet_ulong(void);
void reach_error(void) {}

int main(void) {
  unsigned long x = __VERIFIER_nondet_ulong();
  if (x != ULONG_MAX) return 0;
  x = x + 1;
  if (x == 0 && sizeof(long) == 4) reach_error();
  if (sizeof(void *) != 8) reach_error();
  return 0;
}
