/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 32
 */
/* The validation helper frees a record with a negative value, and the caller frees it again. */
#include <stdlib.h>
#pragma TASS input {-2 <= value && value <= 3}
int value;

typedef struct {
  int value;
  int valid;
} Record;

int check(Record *r) {
  if (r->value < 0) {
    free(r);
    return 0;
  }
  r->valid = 1;
  return 1;
}

int main(void) {
  Record *r = malloc(sizeof(Record));
  if (r == NULL)
    return 1;
  r->value = value;
  r->valid = 0;
  int ok = check(r);
  free(r); /* double free when value < 0 */
  return ok ? 0 : 2;
}
