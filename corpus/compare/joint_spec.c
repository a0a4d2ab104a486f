/* Specification for joint_impl.c: the sum of 1..n and the count of even numbers in it. */
#pragma TASS input {0 <= n && n <= 6}
int n;
#pragma TASS output
int total;

int main(void) {
  int s = 0, evens = 0;
  for (int i = 1; i <= n; i++) {
    s += i;
    if (i % 2 == 0)
      evens++;
  }
#pragma TASS joint assert DONE 1
  total = s + evens;
  return 0;
}
