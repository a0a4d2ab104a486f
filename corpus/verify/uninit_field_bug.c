/* tass-test
 * run: tass verify $FILE
 * expect: violation uninitialized
 * line: 17
 */
/* Only one member of the struct is set before both are read. */
#pragma TASS output
int y;

struct point {
  int x, y;
};

int main(void) {
  struct point p;
  p.x = 3;
  y = p.x + p.y;
  return 0;
}
