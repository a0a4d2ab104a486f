/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A heap block of `n` elements is valid over `0 .. n-1`, for every n from 1 to 6. */
#include <stdlib.h>
#pragma TASS input {1 <= n && n <= 6}
int n;

/*@ requires len >= 1 && \valid(b + (0 .. len-1));
    assigns b[0 .. len-1]; */
void squares(long *b, int len) {
  for (int i = 0; i < len; i++)
    b[i] = (long)i * i;
}

int main(void) {
  long *b = malloc(n * sizeof(long));
  squares(b, n);
  //@ assert b[n-1] == (n-1) * (n-1);
  free(b);
  return 0;
}
