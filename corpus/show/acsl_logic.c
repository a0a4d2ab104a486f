/* The lowering of ACSL logic definitions and built-ins: a predicate and a logic function
 * expanded at their uses (parameters replaced by the arguments, bound variables shifted
 * under the quantifier), `\let` expanded, `\sum` as a fold with its own binder, location
 * sets of `\valid`/`\separated` as (pointer, lo, hi), an axiomatic declaration as an
 * abstract function and its axiom as an assumption, `\at(e, Pre)` in `ensures` as
 * `\old`, and `\at` with a C label recorded as not checked. */
/*@ predicate bounded(int *a, integer n, integer b) =
      \forall integer i; 0 <= i < n ==> a[i] <= b;
    logic integer twice(integer x) = 2 * x;
    axiomatic Cost {
      logic integer cost(integer n);
      axiom cost_pos: \forall integer n; cost(n) >= 0;
    }
*/

/*@ requires \valid(a + (0 .. n-1)) && \separated(a + (0 .. n-1), p);
    ensures *p == \at(*p, Pre) + twice(n);
    ensures \forall integer j; 0 <= j < n ==> bounded(a, j, \let m = j; twice(m)); */
void f(int *a, int n, int *p) {
  *p = *p + 2 * n;
}

int main(void) {
  int a[3] = {0, 1, 2};
  int x = 0;
  f(a, 3, &x);
  //@ assert \sum(0, 2, \lambda integer k; a[k]) == 3 && cost(x) >= 0;
L:
  x++;
  //@ assert x == \at(x, L) + 1;
  return 0;
}
