/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 21 parallel
 */
/* A recurrence written through a pointer, with the user's loop invariant: technique
 * invariant declines (the write through p), parallel declines (each iteration reads
 * the previous one's element), and induction decides the loop; the invariant is an
 * obligation of the program for N at every paired visit of the head, proved. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 1)
    return 0;
  int a[N];
  int *p = a;
  p[0] = 0;
  /*@ loop invariant 1 <= i <= N;
   */
  for (int i = 1; i < N; i++)
    p[i] = p[i - 1] + 1;
  for (int i = 0; i < N; i++)
    __VERIFIER_assert(a[i] == i);
  return 0;
}
