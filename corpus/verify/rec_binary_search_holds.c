/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* Recursive binary search over the sorted even numbers 0, 2, ..., 2 (n - 1) finds every element at its position and reports -1 for every other key. */
#include <assert.h>
#pragma TASS input {1 <= n && n <= 6}
int n;
#pragma TASS input {0 <= key && key <= 8}
int key;

int search(int *a, int lo, int hi, int k) {
  if (lo > hi)
    return -1;
  int mid = lo + (hi - lo) / 2;
  if (a[mid] == k)
    return mid;
  if (a[mid] < k)
    return search(a, mid + 1, hi, k);
  return search(a, lo, mid - 1, k);
}

int main(void) {
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  int pos = search(a, 0, n - 1, key);
  if (key % 2 == 0 && key < 2 * n)
    assert(pos == key / 2);
  else
    assert(pos == -1);
  return 0;
}
