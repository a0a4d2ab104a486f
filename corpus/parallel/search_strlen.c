/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 17 parallel
 * loop: 24 parallel
 */
/* The length of a string whose only zero is its last character. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  char s[n];
  for (int k = 0; k < n - 1; k++) {
    s[k] = __VERIFIER_nondet_char();
    if (s[k] == 0)
      s[k] = 'a';
  }
  s[n - 1] = 0;
  int len = 0;
  while (s[len] != 0)
    len++;
  assert(len == n - 1);
  return 0;
}
