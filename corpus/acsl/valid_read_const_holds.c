/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `\valid_read` of a const array, and of a string literal (readable, not writable). */
/*@ requires n > 0 && \valid_read(a + (0 .. n-1));
    ensures \result >= a[0]; */
int max_of(const int *a, int n) {
  int m = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] > m)
      m = a[i];
  return m;
}

/*@ requires \valid_read(s + (0 .. 2)); */
int first(const char *s) { return s[0]; }

int main(void) {
  const int a[5] = {3, 9, -2, 9, 0};
  int m = max_of(a, 5);
  //@ assert m == 9;
  return first("abc") - 'a';
}
