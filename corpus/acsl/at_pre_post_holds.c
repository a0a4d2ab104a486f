/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `\at(e, Pre)`, `\at(e, Old)` and `\at(e, Post)` in postconditions: the values on
 * entry and on return. */
/*@ requires \valid(p) && \valid(q) && \separated(p, q);
    assigns *p, *q;
    ensures *p == \at(*q, Pre) && \at(*q, Post) == \at(*p, Old); */
void swap(int *p, int *q) {
  int t = *p;
  *p = *q;
  *q = t;
}

/*@ requires \valid(c) && *c < 1000;
    assigns *c;
    ensures \at(*c, Here) == \at(*c, Pre) + 1; */
void tick(int *c) { *c += 1; }

int main(void) {
  int a = 1, b = 2;
  swap(&a, &b);
  tick(&a);
  //@ assert a == 3 && b == 1;
  return 0;
}
