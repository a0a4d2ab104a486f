/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 14 parallel
 * loop: 16 parallel
 * loop: 17 parallel
 */
/* A running maximum and minimum kept in the members of a local struct: every element lies between them. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct stats { int max; int min; };
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 0) return 0;
  int a[n]; for (int k = 0; k < n; k++) a[k] = __VERIFIER_nondet_int();
  struct stats st; st.max = a[0]; st.min = a[0];
  for (int i = 1; i < n; i++) { if (a[i] > st.max) st.max = a[i]; if (a[i] < st.min) st.min = a[i]; }
  for (int x = 0; x < n; x++) assert(st.min <= a[x] && a[x] <= st.max);
  return 0; }
