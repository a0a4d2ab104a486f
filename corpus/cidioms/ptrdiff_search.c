/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* A linear search returning a pointer; its offset is a ptrdiff_t (<stddef.h>). */
#include <stddef.h>
#include <assert.h>

static const int *find(const int *a, size_t n, int x) {
  for (size_t i = 0; i < n; i++)
    if (a[i] == x)
      return a + i;
  return NULL;
}

int main(void) {
  int a[5] = {4, 8, 15, 16, 23};
  const int *p = find(a, 5, 15);
  assert(p != NULL);
  ptrdiff_t k = p - a;
  assert(k == 2);
  assert(find(a, 5, 42) == NULL);
  return 0;
}
