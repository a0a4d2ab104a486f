/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 14
 * loop: 12 parallel
 * loop: 14 parallel
 */
/* A search for a value no cell holds runs off the end of the array. */
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(); if (n <= 0) return 0;
  int a[n]; for (int k = 0; k < n; k++) a[k] = 2 * k;
  int i = 0;
  while (a[i] != 1) i++;   /* runs off the end */
  return i; }
