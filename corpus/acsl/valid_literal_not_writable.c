/* tass-test
 * run: tass verify $FILE
 * expect: violation assertion
 * line: 13
 */
/* A string literal is readable but not writable: `\valid` (not `\valid_read`) of it fails. */
/*@ requires \valid(s); */
void touch(char *s) { }

int main(void) {
  char buf[2] = "x";
  touch(buf);
  touch((char *)"y"); // <- violation
  return 0;
}
