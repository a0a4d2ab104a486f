/* tass-test
 * run: tass compare $DIR/midpoint_spec.c $FILE
 * expect: holds
 */
/* The overflow-safe midpoint lo + (hi - lo) / 2: with 0 <= lo <= hi both round (lo + hi) / 2 down, so they are equal for all (unbounded) inputs. */
#pragma TASS input {0 <= lo}
int lo;
#pragma TASS input {lo <= hi}
int hi;
#pragma TASS output
int mid;

int main(void) {
  mid = lo + (hi - lo) / 2;
  return 0;
}
