/* A tour of C99: structs with anonymous members and bit-fields, unions, enums, inline
 * functions, function pointers, designated initialisers, compound literals, switch with
 * fall-through, goto, the comma operator and side effects in conditions. */
#include <stdio.h>
struct S { int a; struct { int b; } inner; unsigned flags : 3; };
union U { int i; double d; };
enum Color { RED, GREEN = 5, BLUE };
static inline int sq(int x) { return x * x; }
int apply(int (*f)(int), int v) { return f(v); }
int main(int argc, char *argv[]) {
  struct S s = { .a = 1, .inner = { 2 } };
  union U u;
  u.i = 3;
  int m[2][3] = { {1, 2, 3}, [1] = {4, 5, 6} };
  int *p = (int[]){1, 2, 3};
  int x = argc > 1 ? sq(2) : -~3 ^ 5 | 6 & 7 << 1 >> 2;
  x += sizeof(struct S) + sizeof x;
  x %= 3, x <<= 1, x >>= 1, x &= 0xff, x |= 010, x ^= 1u;
  do { x--; if (x == 2) continue; else break; } while (x > 0);
  switch (x) { case 0: x = 1; break; case GREEN + 1: default: x = 2; }
  int i = 0;
  while (i++ < 3 && apply(sq, i) < 100)
    x += i;
  for (;;) { goto done; }
done:
  x = apply(sq, p[1]) + s.inner.b + m[1][2] + (int)'a' + BLUE + u.i;
  printf("%d\n", x);
  return x;
}
