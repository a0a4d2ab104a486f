/* tass-test
 * run: tass verify $FILE
 * expect: violation overflow
 * line: 13
 */
/* A shift by the width of the (promoted) left operand or more is undefined
 * (C11 6.5.7p3), whatever the value shifted. */
unsigned int mask_of(int bits) {
  unsigned int one = 1u;
  if (bits == 0)
    return 0u;
  /* Wrong for bits == 32: should special-case it. */
  return (one << bits) - 1u;
}

int main(void) {
  unsigned int m = mask_of(8);
  unsigned int all = mask_of(32);
  return (int)(m & all & 1u);
}
