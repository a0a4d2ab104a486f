/* tass-test
 * run: tass verify $FILE
 * expect: error
 * message: is declared with `#pragma TASS system|abstract` and also defined here
 * at: 10:5
 */
/* An abstract function has no body: a definition of it is an error. */
#pragma TASS abstract
int f(int x);
int f(int x) { return x + 1; }
int main(void) { return f(2) - 3; }
