/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* An error handler two calls deep ends the program with exit: nothing after the
 * failing check runs. */
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#pragma TASS input {-5 <= n && n <= 5} int
#define n 2

static void die(const char *msg) {
  fprintf(stderr, "%s\n", msg);
  exit(EXIT_FAILURE);
}

static int check_size(int m) {
  if (m <= 0)
    die("size must be positive");
  return m;
}

int main(void) {
  int m = check_size(n);
  assert(m > 0);
  return EXIT_SUCCESS;
}
