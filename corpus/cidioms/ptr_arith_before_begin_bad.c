/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 14
 */
/* A backward scan that steps its pointer below the array (p - 1 from &a[0]) computes
 * an address that does not exist, although it is not dereferenced. */
int main(void) {
  int a[4] = { 3, 1, 4, 1 };
  int *p = a + 3;
  int s = 0;
  while (p >= a) {
    s += *p;
    p--;
  }
  return s - 9;
}
