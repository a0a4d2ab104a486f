/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Numbers read from strings: a known string is read exactly, as the C library does,
 * and the same string gives the same number at every call. */
#include <assert.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  assert(atoi("42") == 42);
  assert(atoi("  -17abc") == -17);
  assert(atol("none") == 0);
  assert(atof("2.5") == 2.5);
  char *end;
  long v = strtol("0x1Fz", &end, 16);
  assert(v == 31 && *end == 'z');
  assert(strtol("077", NULL, 0) == 63);
  double d = strtod("1e-2 rest", &end);
  assert(d == 0.01 && *end == ' ');
  if (argc > 1) {
    int a = atoi(argv[1]);
    int b = atoi(argv[1]);
    assert(a == b);
  }
  return 0;
}
