/* tass-test
 * run: tass verify $FILE
 * expect: violation invariant
 * line: 14
 */
/* The loop writes one element past the range its `loop assigns` lists (the array is
 * large enough, so only the frame condition catches it). */
int main(void) {
  int a[10] = {0};
  int n = 5;
  /*@ loop invariant 0 <= i <= n;
      loop assigns i, a[0 .. n-1]; */
  for (int i = 0; i < n; i++)
    a[i + 1] = i; // <- violation
  return a[0];
}
