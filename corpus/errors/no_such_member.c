/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: has no member `z`
 * at: 11:10
 */
struct point { int x, y; };

int main(void) {
  struct point p = {1, 2};
  return p.z;
}
