/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `\at(e, Pre)` and `\at(e, Old)` in a function body and in a loop invariant: the
 * values of the parameters and globals when the function was entered. */
int counter;

int bump(int k) {
  counter = counter + k;
  k = k * 2;
  //@ assert counter == \at(counter, Pre) + \at(k, Pre);
  //@ assert k == 2 * \at(k, Old);
  /*@ loop invariant 0 <= i <= 2;
      loop invariant counter == \at(counter, Pre) + \at(k, Pre) + i; */
  for (int i = 0; i < 2; i++)
    counter++;
  return k;
}

int main(void) {
  counter = 10;
  int r = bump(3);
  //@ assert r == 6 && counter == 15;
  r = bump(-1);
  //@ assert r == -2 && counter == 16;
  return 0;
}
