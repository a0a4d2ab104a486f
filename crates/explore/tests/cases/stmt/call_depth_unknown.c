/* tass-test
 * run: tass verify --max-call-depth=30 $FILE
 * expect: unknown
 * stop: call-depth
 * line: 12
 * provers: z3 cvc5 none
 */
/* A recursion that ends only for even n >= 0: for the other inputs the call stack grows
 * without end, so the search stops at the call depth limit. */
#pragma TASS input int
#define n 0
int down(int k) { return k == 0 ? 0 : down(k - 2); }

int main(void) { return down(n); }
