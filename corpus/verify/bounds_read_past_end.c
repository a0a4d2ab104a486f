/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 17
 */
/* A forward difference reads v[i + 1] for every i < len, so the last iteration reads one element past the end. */
#pragma TASS input {1 <= len && len <= 5}
int len;
#pragma TASS input
double h;

int main(void) {
  double v[len], d[len];
  for (int i = 0; i < len; i++)
    v[i] = h * i * i;
  for (int i = 0; i < len; i++)
    d[i] = v[i + 1] - v[i]; /* reads v[len] */
  return 0;
}
