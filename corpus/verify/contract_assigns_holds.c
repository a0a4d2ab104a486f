/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* assigns clauses that hold: norm1 writes only its own locals (assigns \nothing, and
 * it calls a function that writes nothing either); swap writes exactly the two
 * objects it names; tally writes its global counter, which it lists. */
#pragma TASS input {-10 <= a && a <= 10}
int a;
#pragma TASS input {-10 <= b && b <= 10}
int b;
int tallied = 0;

/*@ assigns \nothing;
    ensures \result >= x && \result >= -x;
 */
int abs1(int x) {
  int r = x;
  if (r < 0)
    r = -r;
  return r;
}

/*@ assigns \nothing; */
int norm1(int x, int y) {
  int s = abs1(x);
  s += abs1(y);
  return s;
}

/*@ assigns *p, *q;
    ensures *p == \old(*q) && *q == \old(*p);
 */
void swap(int *p, int *q) {
  int t = *p;
  *p = *q;
  *q = t;
}

/*@ assigns tallied; */
void tally(int k) { tallied += k; }

int main(void) {
  int x = a, y = b;
  int n = norm1(x, y);
  swap(&x, &y);
  tally(n);
  //@ assert x == b && y == a && tallied == n;
  return 0;
}
