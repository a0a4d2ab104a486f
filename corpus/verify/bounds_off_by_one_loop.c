/* tass-test
 * run: tass verify $FILE
 * expect: violation array-bounds
 * line: 15
 */
/* Clearing a buffer of 8 cells with `i <= N` writes buf[8] when N == 8, the largest input; smaller N are fine. */
#pragma TASS input {1 <= N && N <= 8} int
#define N 8

int buf[8];

int main(void) {
  int used = 0;
  for (int i = 0; i <= N; i++) {
    buf[i] = 0; /* out of bounds when i == 8 */
    used++;
  }
  return used - N - 1;
}
