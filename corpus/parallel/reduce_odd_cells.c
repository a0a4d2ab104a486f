/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 16 parallel
 * loop: 19 parallel
 */
/* Cells set to the parity of their index, then summed: the sum is the number of odd
 * indices below N, N / 2 (the remainder `i % 2` summed per residue class). */
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  int bit[N];
  for (int i = 0; i < N; i++)
    bit[i] = i % 2;
  int ones = 0;
  for (int i = 0; i < N; i++)
    ones = ones + bit[i];
  if (ones != N / 2) reach_error();
  return 0;
}
