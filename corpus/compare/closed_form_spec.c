/* Specification for closed_form_impl.c: sums of the first n integers, squares and cubes by a loop. */
#pragma TASS input {0 <= n && n <= 6} int
#define n 6
#pragma TASS output
long s1;
#pragma TASS output
long s2;
#pragma TASS output
long s3;

int main(void) {
  long a = 0, b = 0, c = 0;
  for (long i = 1; i <= n; i++) {
    a += i;
    b += i * i;
    c += i * i * i;
  }
  s1 = a;
  s2 = b;
  s3 = c;
  return 0;
}
