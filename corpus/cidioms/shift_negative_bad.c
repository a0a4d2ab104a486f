/* tass-test
 * run: tass verify $FILE
 * expect: violation overflow
 * line: 11
 */
/* A shift by a negative amount is undefined (C11 6.5.7p3). */
int scale(int x, int e) { return x >> e; }

int main(void) {
  int d = 3 - 5;
  int y = scale(64, 1) + (1 >> d);
  return y;
}
