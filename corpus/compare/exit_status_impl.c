/* tass-test
 * run: tass compare $DIR/exit_status_spec.c $FILE
 * expect: holds
 */
/* The closed form of the sum of squares: the same exit status. */
int main(void) {
  int n = 10;
  int s = n * (n + 1) * (2 * n + 1) / 6;
  return s % 256;
}
