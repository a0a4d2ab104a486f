/* tass-test
 * run: tass verify $FILE
 * expect: violation division-by-zero
 * line: 19
 */
/* The slope of the line through two real input points divides by qx - px, which is zero when the points are on a vertical line. */
#pragma TASS input
double px;
#pragma TASS input
double py;
#pragma TASS input
double qx;
#pragma TASS input
double qy;

int main(void) {
  double dx = qx - px;
  double dy = qy - py;
  double slope = dy / dx; /* dx == 0 when px == qx */
  return slope > 0;
}
