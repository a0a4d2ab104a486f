/* tass-test
 * run: tass compare $DIR/counted_plain.c $FILE
 * expect: holds
 */
/* counted_plain.c unrolled by three: the terms 0, x and 2x of each round. */
#pragma TASS input
int x;
#pragma TASS output
int s;

int main(void) {
  s = 0;
  for (int k = 0; k < 30000; k += 3) {
    s = s + x;
    s = s + 2 * x;
  }
  return 0;
}
