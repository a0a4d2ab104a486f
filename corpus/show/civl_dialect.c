/* CIVL-C: $input/$output, $assume at file scope and in code, $forall with ranges,
 * $havoc and $choose_int. */
#include <civlc.cvh>
$input int N;
$assume(0 < N && N < 5);
$input double x[N];
$output double y[N];

int main(void) {
  int k;
  $havoc(&k);
  $assume(0 <= k && k < N);
  int c = $choose_int(3);
  for (int i = 0; i < N; i++)
    y[i] = x[i] * 2;
  $assert($forall (int j : 0 .. N - 1) y[j] == 2 * x[j]);
  $assert($exists (int j | 0 <= j && j < N) j == k);
  $assert(c >= 0 && c < 3);
  return 0;
}
