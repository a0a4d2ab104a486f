/* tass-test
 * run: tass verify --property no-overflow $FILE
 * expect: violation overflow
 * line: 12
 */
/* SV-COMP no-overflow: doubling by a left shift leaves the range of int once the
 * value reaches 2^30 (C11 6.5.7p4). */
int main(void) {
  int x = 1;
  int steps = 0;
  while (steps < 31) {
    x = x << 1;
    steps++;
  }
  return x;
}
