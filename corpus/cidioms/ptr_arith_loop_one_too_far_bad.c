/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 11
 */
/* `p <= a + 3` lets p reach a + 3 in the body; the increment then computes a + 4,
 * beyond one past the end. (The body reads only while p < a + 3.) */
int main(void) {
  int a[3] = { 1, 2, 3 };
  int s = 0;
  for (int *p = a; p <= a + 3; p++)
    if (p < a + 3) s += *p;
  return s - 6;
}
