/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 16
 */
/* A fixed-capacity stack inside a struct is pushed n times without a capacity check; the fifth push writes items[4]. */
#pragma TASS input {0 <= n && n <= 6}
int n;

typedef struct {
  int items[4];
  int top;
} Stack;

void push(Stack *s, int v) {
  s->items[s->top] = v; /* out of bounds when top == 4 */
  s->top++;
}

int main(void) {
  Stack s;
  s.top = 0;
  for (int i = 0; i < n; i++)
    push(&s, i * 10);
  return s.top;
}
