/* ACSL contracts in the model: behaviors folded into their clauses (`assumes ==>`),
 * pre-state values saved on entry for `ensures` (`\old`, and the parameters), memory
 * read under `\old` through a pointer copied on entry, assigns clauses with ranges and
 * a condition, and clauses tass does not check, listed at the end. */
int count;

/*@ requires n >= 0;
    ensures \forall integer k; 0 <= k < n ==> a[k] == \old(a[k]) + 1;
    behavior empty:
      assumes n == 0;
      assigns \nothing;
      ensures \result == 0;
    behavior some:
      assumes n > 0;
      assigns a[0 .. n - 1], count;
      ensures count == \old(count) + 1;
    complete behaviors;
    disjoint behaviors empty, some;
    decreases n;
 */
int bump_all(int *a, int n) {
  if (n == 0)
    return 0;
  for (int i = 0; i < n; i++)
    a[i]++;
  count++;
  return n;
}

//@ predicate positive(integer x) = x > 0;

int main(void) {
  int b[3] = {1, 2, 3};
  return bump_all(b, 3);
}
