/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 18
 */
/* cnt[i]++ on an element never set: the element reduction must not hide the uninitialised read. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
void assume_abort_if_not(int c) { if (!c) abort(); }

int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0);
  int cnt[n];
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      cnt[i]++;
  }
  assert(cnt[0] == n);
  return 0;
}
