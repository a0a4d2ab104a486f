/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 17
 */
/* norm1 says it assigns nothing, but it counts its calls in a global: the write at
 * line 17 is outside its assigns clause. */
#pragma TASS input {-10 <= a && a <= 10}
int a;
int evaluations = 0;

/*@ assigns \nothing;
    ensures \result >= 0;
 */
int norm1(int x) {
  int r = x < 0 ? -x : x;
  evaluations = evaluations + 1;
  return r;
}

int main(void) {
  int n = norm1(a);
  //@ assert n >= 0;
  return 0;
}
