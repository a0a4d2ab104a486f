/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 17
 */
/* make_counter returns the address of its local variable, which no longer exists once it returns; reading through the pointer is invalid. */
#pragma TASS input {0 <= start && start <= 3}
int start;

int *make_counter(int s) {
  int counter = s;
  return &counter;
}

int main(void) {
  int *c = make_counter(start);
  int v = *c; /* dangling pointer */
  return v;
}
