/* tass-test
 * run: tass parse $FILE
 * expect: error
 * message: quantifiers are only allowed in annotations
 * at: 8:12
 */
int main(void) {
  int ok = $forall (int i : 0 .. 3) i >= 0;
  return ok;
}
