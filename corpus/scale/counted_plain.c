/* tass-test
 * run: tass compare $FILE $DIR/counted_unrolled.c
 * expect: holds
 */
/* A long loop with a concrete bound (the sequential scaling pair of issue 12 for the
 * cost of a transition: `tass compare counted_plain.c counted_unrolled.c`): each
 * iteration adds `(k % 3) * x`. Its counter takes 30,000 values, each a new integer. */
#pragma TASS input
int x;
#pragma TASS output
int s;

int main(void) {
  s = 0;
  for (int k = 0; k < 30000; k++)
    s = s + (k % 3) * x;
  return 0;
}
