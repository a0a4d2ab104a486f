/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 18
 */
/* `swap(&u, &u)` passes the same location twice: `\separated(p, q)` fails. */
/*@ requires \separated(p, q);
    assigns *p, *q; */
void swap(int *p, int *q) {
  int t = *p;
  *p = *q;
  *q = t;
}

int main(void) {
  int u = 3, v = 4;
  swap(&u, &v);
  swap(&u, &u); // <- violation
  return 0;
}
