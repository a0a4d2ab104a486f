/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Numbers from literal strings are exact: atoi, atol, strtol with a base and an end
 * pointer, atof and strtod. */
#include <stdlib.h>
#include <assert.h>

int main(void) {
  char *end;
  assert(atoi("42") == 42);
  assert(atoi("  -7x") == -7);
  assert(atol("100000") == 100000L);
  assert(strtol("ff", &end, 16) == 255);
  assert(*end == '\0');
  assert(atof("2.5") == 2.5);
  assert(strtod("0.125", NULL) == 0.125);
  return 0;
}
