/* A program in two files: main.c calls a function defined in util.c. */
#include <assert.h>
#pragma TASS input {0 <= n && n <= 5}
int n;

int triangle(int k);

int main(void) {
  int t = triangle(n);
  assert(2 * t == n * (n + 1));
  return 0;
}
