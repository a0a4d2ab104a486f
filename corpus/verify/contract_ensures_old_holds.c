/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Postconditions with \result and \old: bump adds to a counter through a pointer and
 * returns the old value; scale changes its parameter, and `x` in its postcondition is
 * the value it was called with (ACSL reads parameters in the pre-state). */
#pragma TASS input {-100 <= v && v <= 100}
int v;
int calls;

/*@ requires k >= 0;
    ensures *c == \old(*c) + k;
    ensures \result == \old(*c);
    ensures calls == \old(calls) + 1;
 */
int bump(int *c, int k) {
  int before = *c;
  *c = *c + k;
  calls++;
  return before;
}

/*@ ensures \result == 3 * x; */
int scale(int x) {
  int y = x;
  x = 2 * x;
  return x + y;
}

int main(void) {
  int counter = v;
  int was = bump(&counter, 4);
  //@ assert was == v && counter == v + 4;
  int s = scale(counter);
  //@ assert s == 3 * (v + 4);
  return 0;
}
