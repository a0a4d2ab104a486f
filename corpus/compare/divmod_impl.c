/* tass-test
 * run: tass compare $DIR/divmod_spec.c $FILE
 * expect: holds
 */
/* The % operator rewritten with division (x % m == x - (x / m) * m, and x is even iff (x / 2) * 2 == x), and the i % 3 test replaced by a stride-3 loop: C's truncating division makes these identities exact for negative x too. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS input
int a[n];
#pragma TASS output
int evens;
#pragma TASS output
int oddsum;
#pragma TASS output
int rem3[n];
#pragma TASS output
int thirds;

int main(void) {
  int e = 0, o = 0, t = 0;
  for (int i = 0; i < n; i++) {
    int x = a[i];
    if ((x / 2) * 2 == x)
      e++;
    else
      o += x;
    rem3[i] = x - (x / 3) * 3;
  }
  for (int i = 0; i < n; i += 3)
    t += a[i];
  evens = e;
  oddsum = o;
  thirds = t;
  return 0;
}
