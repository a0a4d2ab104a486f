/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* `$havoc` of a whole struct and of an array of structs, constrained by `$assume`. */
#include <civlc.cvh>

struct cell { int key; double weight; };

int main(void) {
  struct cell c = {0, 0.0};
  struct cell t[2];
  $havoc(&c);
  $havoc(&t);
  $assume(c.key > 0 && c.weight >= 1.0);
  $assume(t[0].key == c.key && t[1].key > t[0].key);
  $assert(t[1].key >= 2 && c.weight * 2 >= 2.0);
  return 0;
}
