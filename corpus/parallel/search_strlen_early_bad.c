/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 22
 */
/* Any character may be zero: the string may end before its last character. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 1)
    return 0;
  char s[n];
  for (int k = 0; k < n; k++)
    s[k] = __VERIFIER_nondet_char();
  s[n - 1] = 0;
  int len = 0;
  while (s[len] != 0)
    len++;
  assert(len == n - 1);
  return 0;
}
