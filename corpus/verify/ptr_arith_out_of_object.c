/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 14
 */
/* A cursor advanced k cells into a 4-cell array is dereferenced; for k == 4 it points one past the end, which is a valid pointer but not a valid object. */
#pragma TASS input {0 <= k && k <= 4}
int k;

int main(void) {
  int cells[4] = {5, 6, 7, 8};
  int *cursor = cells;
  cursor += k;
  int v = *cursor; /* k == 4: one past the end */
  return v;
}
