/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 18 parallel
 * loop: 20 parallel
 * loop: 21 parallel
 */
/* Odd numbers by a recurrence, then their running sums in a second recurrence that reads
 * the first array: b[i] is (i+1)^2 for every i and every n. */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  int odd[n], b[n];
  odd[0] = 1;
  for (int i = 1; i < n; i++) odd[i] = odd[i - 1] + 2;
  b[0] = 1;
  for (int i = 1; i < n; i++) b[i] = b[i - 1] + odd[i - 1] + 2;
  for (int i = 0; i < n; i++)
    if (b[i] != (i + 1) * (i + 1)) reach_error();
  return 0;
}
