/* Specification for unbounded_fill_impl.c: out[i] = 2*i + 1 by an upward loop, for every N. */
#pragma TASS input {N >= 1}
int N;
#pragma TASS output
int out[N];
int main(void) {
  for (int i = 0; i < N; i++)
    out[i] = 2 * i + 1;
  return 0;
}
