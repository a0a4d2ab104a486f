/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A quantified assertion over the elements of an array of structs: the range is a
 * constant under the path condition, so each element is checked at a constant index. */
typedef struct {
  int x, y;
} P;
#pragma TASS input {1 <= n && n <= 4}
int n;

int main(void) {
  P pts[4];
  for (int i = 0; i < n; i++) {
    pts[i].x = i;
    pts[i].y = 2 * i;
  }
#pragma TASS assert forall {int j | 0 <= j && j < n} pts[j].y == 2 * pts[j].x
  return 0;
}
