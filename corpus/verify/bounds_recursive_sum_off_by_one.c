/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 18
 */
/* The recursive sum stops only when i > len, so its last call reads v.cell[len]: out of bounds only when the vector is full (n == 6). */
#pragma TASS input {1 <= n && n <= 6}
int n;

typedef struct {
  int len;
  int cell[6];
} Vec;

int sum_from(Vec *v, int i) {
  if (i > v->len)
    return 0;
  return v->cell[i] + sum_from(v, i + 1); /* should stop at i == len */
}

int main(void) {
  Vec v;
  v.len = n;
  for (int i = 0; i < 6; i++)
    v.cell[i] = i < n ? i + 1 : 0;
  return sum_from(&v, 0);
}
