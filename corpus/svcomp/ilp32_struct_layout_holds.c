/* tass-test
 * run: tass verify --property unreach-call --data-model ILP32 $FILE
 * expect: holds
 */
/* ILP32 (i386, gcc -m32): a double after a char is aligned to 4 in a struct, pointers
 * have 4 bytes, long long keeps 8, and a constant beyond long's range is long long. */
#include <stdint.h>
void reach_error(void) {}
struct s { char c; double d; };
struct p { char c; int *q; };

int main(void) {
  if (sizeof(struct s) != 12) reach_error();
  if (sizeof(struct p) != 8) reach_error();
  if (sizeof(long long) != 8 || sizeof(int64_t) != 8) reach_error();
  if (sizeof(3000000000) != 8) reach_error();
  if (SIZE_MAX != 4294967295u) reach_error();
  return 0;
}
