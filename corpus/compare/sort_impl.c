/* tass-test
 * run: tass compare $DIR/sort_spec.c $FILE
 * expect: holds
 */
/* Selection sort in place after a copy: a different sequence of comparisons, but the sorted sequence of a multiset is unique, so the outputs agree (ties included). */
#pragma TASS input {0 <= n && n <= 4} int
#define n 4
#pragma TASS input
int a[n];
#pragma TASS output
int s[n];

int main(void) {
  for (int i = 0; i < n; i++)
    s[i] = a[i];
  for (int i = 0; i + 1 < n; i++) {
    int k = i;
    for (int j = i + 1; j < n; j++)
      if (s[j] < s[k])
        k = j;
    int tmp = s[i];
    s[i] = s[k];
    s[k] = tmp;
  }
  return 0;
}
