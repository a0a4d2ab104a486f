/* tass-test
 * run: tass compare $DIR/closed_form_spec.c $FILE
 * expect: holds
 */
/* The closed forms n(n+1)/2, n(n+1)(2n+1)/6 and (n(n+1)/2)^2: the divisions are exact, so the integers equal the loop sums for every n. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS output
long s1;
#pragma TASS output
long s2;
#pragma TASS output
long s3;

int main(void) {
  long m = n;
  long t = m * (m + 1) / 2;
  s1 = t;
  s2 = m * (m + 1) * (2 * m + 1) / 6;
  s3 = t * t;
  return 0;
}
