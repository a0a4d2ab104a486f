/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 14
 */
/* Counting the arguments by walking argv leaves the pointer at the null entry that
 * ends argv; reading the "current" argument then dereferences a null pointer. */
#include <stdio.h>

int main(int argc, char **argv) {
  int n = 0;
  while (*++argv)
    n++;
  char first = argv[0][0];
  printf("%d %c\n", n, first);
  return 0;
}
