/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 19
 */
/* `\valid(p)` excludes the null pointer; the second call passes one. */
#include <stddef.h>

/*@ requires \valid(p);
    assigns *p;
    ensures *p == \old(*p) + 1; */
void incr(int *p) { *p = *p + 1; }

int main(void) {
  int x = 1;
  int *q = NULL;
  incr(&x);
  //@ assert x == 2;
  incr(q); // <- violation
  return 0;
}
