/* tass-test
 * run: tass verify $FILE
 * expect: holds
 */
/* An `$output` array written from an `$input` with its default value. */
#include <civlc.cvh>
$input int N = 4;
$assume(1 <= N && N <= 4);
$output int out[4];

int main(void) {
  for (int i = 0; i < 4; i++)
    out[i] = i < N ? i * N : 0;
  $assert(out[N - 1] == (N - 1) * N);
  return 0;
}
