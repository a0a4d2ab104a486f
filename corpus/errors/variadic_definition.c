/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: variadic function definitions (`sum`) are not supported
 * at: 7:5
 */
int sum(int n, ...) {
  return n;
}

int main(void) {
  return sum(1, 2);
}
