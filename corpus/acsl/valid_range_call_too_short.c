/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* The caller passes an array of 4 elements where `\valid(a + (0 .. n-1))` asks for
 * n = 5: the precondition fails at the call (the body would write past the end). */
/*@ requires n >= 1 && \valid(a + (0 .. n-1));
    assigns a[0 .. n-1]; */
void clear(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = 0;
}

int main(void) {
  int buf[4];
  clear(buf, 5); // <- violation
  return 0;
}
