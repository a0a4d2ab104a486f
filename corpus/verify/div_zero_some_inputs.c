/* tass-test
 * run: tass verify $FILE
 * expect: violation division-by-zero
 * line: 22
 */
/* The mean of the readings above a threshold divides by their count, which is zero when the threshold t is at least the largest reading 2 * (n - 1). */
#pragma TASS input {1 <= n && n <= 5}
int n;
#pragma TASS input {0 <= t && t <= 6}
int t;

int main(void) {
  int r[n];
  for (int i = 0; i < n; i++)
    r[i] = 2 * i;
  int sum = 0, count = 0;
  for (int i = 0; i < n; i++)
    if (r[i] > t) {
      sum += r[i];
      count++;
    }
  int mean = sum / count; /* count == 0 when t >= 2 * (n - 1) */
  return mean;
}
