/* tass-test
 * run: tass verify $FILE
 * expect: error
 * message: the width of a bit-field must lie from 0 to 8
 * at: 8:30
 */
/* A bit-field cannot be wider than its type (C11 6.7.2.1p4). */
struct s { unsigned char a : 9; };

int main(void) {
  struct s v = { 1 };
  return v.a;
}
