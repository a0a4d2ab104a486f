/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 * loop: 20 parallel
 * loop: 26 parallel
 */
/* A global array of 100,000 elements searched for a value stored in it (SV-COMP style):
 * the search loop has no bound of its own. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "search_sentinel_global.c", 8, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
#define SIZE 100000
int data[SIZE];

int main(void) {
  int key = __VERIFIER_nondet_int();
  int at = __VERIFIER_nondet_int();
  for (int k = 0; k < SIZE; k++)
    data[k] = __VERIFIER_nondet_int();
  if (at < 0 || at >= SIZE)
    return 0;
  data[at] = key;
  int i;
  for (i = 0; data[i] != key; i++)
    ;
  __VERIFIER_assert(i <= at);
  return 0;
}
