/* tass-test
 * run: tass compare $DIR/exit_status_spec.c $FILE
 * expect: violation not-equivalent
 * line: 11
 */
/* The sum of the first ten numbers instead of their squares: neither program declares an
 * output, and their exit statuses differ (the difference is reported at the return). */
int main(void) {
  int s = 0;
  for (int i = 1; i <= 10; i++) s += i;
  return s;
}
