/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 19
 */
/* A pointer to a local of a function that has returned stays dangling after another
 * call takes the same place on the stack, also when states are saved in between (the
 * branch on `c`). */
extern int __VERIFIER_nondet_int(void);

int *leak_address(int x) { int y = x; return &y; }
int next(int x) { int z = x + 1; return z; }

int main(void) {
  int *p = leak_address(3);
  int c = __VERIFIER_nondet_int();
  int w = c ? next(4) : next(5);
  w += next(w);
  return *p + w;
}
