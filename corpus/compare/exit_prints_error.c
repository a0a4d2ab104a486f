/* tass-test
 * run: tass compare $DIR/exit_status_spec.c $FILE
 * expect: error
 * message: what `printf` prints is not modelled
 */
/* Neither program declares an output and this one prints its result: what is printed
 * is not modelled, so the comparison is refused rather than made on the exit status
 * alone. */
#include <stdio.h>
int main(void) {
  printf("%d\n", 385);
  return 385 % 256;
}
