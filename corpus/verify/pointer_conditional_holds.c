/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Conditionals that choose between pointers, and between structs, on a symbolic
 * condition: the path splits on the condition, and each side follows its pointer. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
struct node { int v; struct node *next; };
int main(void) {
  struct node a = {1, 0}, b = {2, &a};
  int c = __VERIFIER_nondet_int();
  struct node *p = c ? &a : &b;
  __VERIFIER_assert(p->v == 1 || p->v == 2);
  struct node *q = (c && p->v == 1) ? p : (struct node *)0;
  if (q)
    __VERIFIER_assert(q->v == 1);
  struct node s = c > 5 ? a : b;
  __VERIFIER_assert(s.v != 0);
  __VERIFIER_assert((c ? b.next : &a) == &a);
  return 0;
}
