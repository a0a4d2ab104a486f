/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 16
 */
/* C11 6.5.6p8: only a + 0 .. a + 3 exist for int a[3]; computing a + 5 is undefined
 * even if it is never dereferenced. */
int first_positive(const int *from, const int *to) {
  for (const int *p = from; p != to; p++)
    if (*p > 0) return *p;
  return 0;
}

int main(void) {
  int a[3] = { -1, 4, 2 };
  const int *limit = a + 5;
  (void)limit;
  return first_positive(a, a + 3) - 4;
}
