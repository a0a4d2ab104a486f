/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A contract with named behaviors: each behavior's ensures and assigns apply when its
 * assumes held on entry; the behaviors are complete and disjoint. */
#pragma TASS input {-10 <= v && v <= 10}
int v;
int negatives = 0;

/*@ requires -100 <= x <= 100;
    ensures \result >= 0;
    behavior negative:
      assumes x < 0;
      assigns negatives;
      ensures \result == -x;
      ensures negatives == \old(negatives) + 1;
    behavior non_negative:
      assumes x >= 0;
      assigns \nothing;
      ensures \result == x;
    complete behaviors negative, non_negative;
    disjoint behaviors;
 */
int magnitude(int x) {
  if (x < 0) {
    negatives++;
    return -x;
  }
  return x;
}

int main(void) {
  int m = magnitude(v);
  //@ assert m == v || m == -v;
  return m;
}
