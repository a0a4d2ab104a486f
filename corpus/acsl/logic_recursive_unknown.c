/* tass-test
 * run: tass verify $FILE
 * expect: unknown
 */
/* A recursive logic function cannot be expanded at its uses: the assertion that uses it
 * is not checked, and the verdict is unknown, naming the definition. */
/*@ logic integer fib(integer n) = n <= 1 ? n : fib(n - 1) + fib(n - 2); */

int main(void) {
  int a = 0, b = 1;
  for (int i = 0; i < 5; i++) {
    int t = a + b;
    a = b;
    b = t;
  }
  //@ assert a == fib(5);
  return 0;
}
