/* tass-test
 * run: tass verify --property no-overflow $FILE
 * expect: holds
 */
/* SV-COMP no-overflow: divisions and remainders that exclude INT_MIN / -1, and left
 * shifts of non-negative values that stay in range, never overflow. */
#include <limits.h>
extern int __VERIFIER_nondet_int(void);
int sink;

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (b != 0 && !(a == INT_MIN && b == -1)) {
    sink = a / b;
    sink = a % b;
  }
  int x = __VERIFIER_nondet_int();
  if (x >= 0 && x < (1 << 20))
    sink = x << 10;
  unsigned u = 3u;
  u = u << 31; /* unsigned: wraps, no overflow */
  sink = (int)(u >> 31);
  return 0;
}
