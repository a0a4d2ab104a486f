/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A struct with an arbitrary value: each bit-field still holds only the values of
 * its width (0 .. 3 for two unsigned bits, -4 .. 3 for three signed bits). */
#include <assert.h>
struct hdr { unsigned ver : 2; int off : 3; unsigned len; };
extern struct hdr __VERIFIER_nondet_hdr(void);

int main(void) {
  struct hdr h = __VERIFIER_nondet_hdr();
  assert(h.ver <= 3);
  assert(h.off >= -4 && h.off <= 3);
  h.ver += 1;
  assert(h.ver <= 3);
  return 0;
}
