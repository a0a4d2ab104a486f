/* Specification for factorial_mpi.c and factorial_mpi_bad.c: n! by a loop, for every
 * n in 0..B (TASS Fig. 10, factorial). Integers are mathematical: no overflow. */
#pragma TASS input int
#define B 12
#pragma TASS input {0 <= n && n <= B} int
#define n 12
#pragma TASS output
long fact;

int main(void) {
  long f = 1;
  for (int i = 2; i <= n; i++)
    f *= i;
  fact = f;
  return 0;
}
