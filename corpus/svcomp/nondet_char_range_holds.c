/* tass-test
 * run: tass verify --property unreach-call $FILE
 * expect: holds
 */
/* Under --property, __VERIFIER_nondet_T values lie in the range of T (C integer
 * semantics): an unsigned char is at most 255. */
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}

int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  int x = c;
  if (x > 255 || x < 0) reach_error();
  return 0;
}
