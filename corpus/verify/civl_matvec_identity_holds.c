/* tass-test
 * run: tass verify -inputN=4 $FILE
 * expect: holds
 */
/* Multiplying a symbolic vector by the identity matrix gives it back; N is fixed on the command line. */
#include <civlc.cvh>
$input int N;
$input double x[N];
$output double y[N];

int main(void) {
  double id[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      id[i][j] = (i == j) ? 1.0 : 0.0;
  for (int i = 0; i < N; i++) {
    y[i] = 0.0;
    for (int j = 0; j < N; j++)
      y[i] += id[i][j] * x[j];
  }
  $assert($forall (int k : 0 .. N - 1) y[k] == x[k]);
  return 0;
}
