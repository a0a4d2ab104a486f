/* tass-test
 * run: tass verify --civl -inputN=6 $FILE
 * expect: violation assertion
 * line: 17
 */
/* `--civl` reads the program as CIVL-C without a CIVL header, as CIVL does: `_CIVL` is
 * defined (so the check below is compiled in) and `$input`, `$assume`, `$assert` are
 * CIVL's. The sum of 0..N-1 is N*(N-1)/2, not N*(N+1)/2. */
$input int N;
$assume(0 < N && N <= 6);

int main(void) {
  int s = 0;
  for (int i = 0; i < N; i++)
    s += i;
#ifdef _CIVL
  $assert(s == N * (N + 1) / 2);
#endif
  return 0;
}
