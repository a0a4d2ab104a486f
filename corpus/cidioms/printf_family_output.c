/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Output is a no-op: printf, fprintf to stderr, snprintf and sprintf into buffers,
 * puts and putchar. */
#include <stdio.h>
#include <assert.h>

int main(void) {
  char name[64], small[8];
  double err = 0.125;
  int step = 3;
  printf("step %d err %g\n", step, err);
  fprintf(stderr, "warning: %s\n", "slow");
  sprintf(name, "out_%04d.dat", step);
  snprintf(small, sizeof small, "%d", 12345678);
  puts("done");
  putchar('\n');
  assert(step == 3);
  return 0;
}
