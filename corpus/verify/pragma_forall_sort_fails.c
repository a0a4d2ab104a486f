/* tass-test
 * run: tass verify -inputN=5 $FILE
 * expect: violation assertion
 * line: 28
 */
/* Insertion sort whose inner loop stops at index 1 instead of 0, so a smaller element never reaches the front:
 * on the reversed input the sortedness assertion fails for every n >= 2 and holds for n == 1. */
#pragma TASS input int
#define N 3
#pragma TASS input {1 <= n && n <= N}
int n;
#pragma TASS input {0 <= base && base <= 3}
int base;

int main(void) {
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = base + n - i;
  for (int i = 1; i < n; i++) {
    int key = a[i];
    int j = i - 1;
    while (j > 0 && a[j] > key) { /* should be j >= 0 */
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
#pragma TASS assert forall {int k | 0 <= k && k < n - 1} a[k] <= a[k + 1]
  return 0;
}
