/* tass-test
 * run: tass verify $FILE
 * expect: error
 * message: cannot take the address of a bit-field
 * at: 12:17
 */
/* A bit-field has no address (C11 6.5.3.2p1). */
struct s { unsigned a : 4; };

int main(void) {
  struct s v = { 1 };
  unsigned *p = &v.a;
  return (int)*p;
}
