/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Two members of one struct are separated; two distinct variables too. */
struct point { int x; int y; };

/*@ requires \separated(p, q);
    assigns *p, *q;
    ensures *p == \old(*q) && *q == \old(*p); */
void swap(int *p, int *q) {
  int t = *p;
  *p = *q;
  *q = t;
}

int main(void) {
  struct point pt = {1, 2};
  int u = 3, v = 4;
  swap(&pt.x, &pt.y);
  swap(&u, &v);
  //@ assert pt.x == 2 && pt.y == 1 && u == 4 && v == 3;
  return 0;
}
