/* tass-test
 * run: tass verify $FILE
 * expect: violation pointer
 * line: 17
 */
/* A lookup that returns a null pointer when the key is absent; the caller
 * dereferences the result without testing it. */
extern int __VERIFIER_nondet_int(void);
int table[4] = {3, 1, 4, 1};
int *find(int key) {
  int k = key & 3;
  return table[k] == key ? &table[k] : (int *)0;
}
int main(void) {
  int key = __VERIFIER_nondet_int();
  int *slot = find(key);
  return *slot;
}
