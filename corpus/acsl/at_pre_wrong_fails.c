/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 13
 */
/* The postcondition says the value doubled, but the function adds 2: it fails for
 * every entry value but 2. */
#pragma TASS input {0 <= v && v <= 10}
int v;

/*@ requires \valid(c);
    assigns *c;
    ensures *c == 2 * \at(*c, Pre); // <- violation */
void twice(int *c) { *c = *c + 2; }

int main(void) {
  int x = v;
  twice(&x);
  return 0;
}
