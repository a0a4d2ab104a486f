/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Including a CIVL header defines `_CIVL`, as CIVL does: the CIVL branch is compiled. */
#include <seq.cvh>

int main(void) {
#ifdef _CIVL
  int in_civl = 1;
#else
  int in_civl = 0;
#endif
  $assert(in_civl == 1);
  return 0;
}
