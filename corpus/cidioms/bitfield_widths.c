/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Bit-fields keep their widths: an unsigned bit-field stores modulo 2^w; a signed one
 * out of range is implementation-defined, and gcc (as tass) wraps it to the w-bit two's
 * complement; an unsigned bit-field narrower than int promotes to int (C11 6.3.1.1p2);
 * layout as gcc's on x86_64. */
#include <assert.h>

struct packet {
  unsigned kind : 3;
  int delta : 4;
  unsigned flag : 1;
  unsigned wide : 32;
};

struct mixed { char c; unsigned a : 4; unsigned b : 6; };

int main(void) {
  struct packet p = { 9, 7, 3, 5 };
  assert(p.kind == 1);
  assert(p.delta == 7);
  assert(p.flag == 1);
  p.delta = p.delta + 1;
  assert(p.delta == -8);
  p.kind = 0;
  assert(p.kind - 1 < 0);
  p.kind--;
  assert(p.kind == 7);
  p.kind += 3;
  assert(p.kind == 2);
  p.wide = 4294967295u;
  p.wide++;
  assert(p.wide == 0);
  assert(sizeof(struct packet) == 8);
  assert(sizeof(struct mixed) == 4);
  return 0;
}
