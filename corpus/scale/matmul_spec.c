/* Specification for matmul_mw.c and matmul_mw_bad.c: the product c = a b of an n x l
 * and an l x m matrix by the textbook triple loop (TASS Fig. 10, manager-worker: the
 * parallel version has one task per row, so n is the number of tasks). */
#pragma TASS input int
#define NB 3
#pragma TASS input int
#define LB 2
#pragma TASS input int
#define MB 2
#pragma TASS input {1 <= n && n <= NB} int
#define n 3
#pragma TASS input {1 <= l && l <= LB} int
#define l 2
#pragma TASS input {1 <= m && m <= MB} int
#define m 2
#pragma TASS input
double a[n][l];
#pragma TASS input
double b[l][m];
#pragma TASS output
double c[n][m];

int main(void) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double s = 0.0;
      for (int p = 0; p < l; p++)
        s += a[i][p] * b[p][j];
      c[i][j] = s;
    }
  return 0;
}
