/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 21 parallel
 * loop: 23 parallel
 * loop: 25 parallel
 */
/* Heap arrays: b[i] = a[i] + 1 of nondeterministic a, both freed. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "malloc_copy_free.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#include <stdlib.h>
int main() {
  int N = __VERIFIER_nondet_int();
  assume_abort_if_not(N > 0);
  int *a = malloc(sizeof(int) * N);
  int *b = malloc(sizeof(int) * N);
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++)
    b[i] = a[i] + 1;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(b[i] - a[i] == 1);
  free(a);
  free(b);
  return 0;
}
