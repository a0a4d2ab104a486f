/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* C11 5.1.2.2.1: argv[argc] is a null pointer and argv[0..argc-1] point to strings. */
#include <assert.h>
#include <stddef.h>

int main(int argc, char **argv) {
  assert(argv[argc] == NULL);
  int n = 0;
  while (argv[n] != NULL)
    n++;
  assert(n == argc);
  for (int i = 0; i < argc; i++)
    assert(argv[i] != NULL);
  return 0;
}
