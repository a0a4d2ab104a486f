/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* The twin of pointer_previous_iteration_local_bad.c: a pointer to a loop-body local
 * used within the same iteration, and a pointer into an array local of the function
 * kept across iterations, are valid. */
#include <assert.h>

int main(void) {
  int a[3] = {0, 0, 0};
  int *q = a;
  int s = 0;
  for (int i = 0; i < 3; i++) {
    int v = i;
    int *p = &v;
    *p = *p + 1;
    s += v;
    q[i] = v;
  }
  assert(s == 6 && a[2] == 3);
  return 0;
}
