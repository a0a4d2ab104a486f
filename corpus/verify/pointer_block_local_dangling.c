/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 9
 */
/* `y` lives only until the end of its block (C 6.2.4): after the block, `p` is
 * dangling, even though the frame of main is still there. The dereference in the
 * callee is checked at the call site of main, which is outside the block. */
int deref(int *q) { return *q; }

int main(void) {
  int *p;
  {
    int y = 3;
    p = &y;
    (void)deref(p);
  }
  return deref(p);
}
