/* tass-test
 * run: tass verify $FILE
 * expect: holds
 * loop: 21 parallel
 */
/* A global array of fixed capacity with N <= 512 used: arr[0] = 7, arr[j] = arr[j-1] + 4,
 * so arr[j] == 7 + 4j for every used j; the unused tail stays 0. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "rec_global_step_four.c", 11, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int N;
int arr[512];

int main(void) {
  N = __VERIFIER_nondet_int();
  if (N < 1 || N > 512) return 0;
  arr[0] = 7;
  for (int j = 1; j < N; j++)
    arr[j] = arr[j - 1] + 4;
  for (int j = 0; j < N; j++)
    __VERIFIER_assert(arr[j] == 7 + 4 * j);
  return 0;
}
