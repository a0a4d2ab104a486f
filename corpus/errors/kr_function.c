/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: old-style (K&R)
 * at: 7:9
 */
int add(a, b)
  int a, b;
{
  return a + b;
}
int main(void) { return add(1, 2); }
