/* tass-test
 * run: tass compare -np2=4 -inputNB=4 -inputLB=2 -inputMB=2 $DIR/matmul_spec.c $FILE
 * expect: holds
 */
/* The product c = a b in the manager-worker pattern: rank 0 hands out rows of a, one
 * task per row, tagged with the row number + 1; a worker returns the row of c with the
 * same tag, and the manager, receiving from MPI_ANY_SOURCE with MPI_ANY_TAG, stores it
 * at the row the tag names and gives that worker (status.MPI_SOURCE) the next row, or
 * tag 0 to stop. Every process reads b (an input) itself. */
#include <mpi.h>
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

static void manager(int size) {
  int sent = 0, done = 0;
  double row[m];
  MPI_Status status;
  /* One row to each worker while rows last; the others stop at once. */
  for (int w = 1; w < size; w++) {
    if (sent < n) {
      MPI_Send(&a[sent][0], l, MPI_DOUBLE, w, sent + 1, MPI_COMM_WORLD);
      sent++;
    } else {
      MPI_Send(&a[0][0], 0, MPI_DOUBLE, w, 0, MPI_COMM_WORLD);
    }
  }
  while (done < n) {
    MPI_Recv(row, m, MPI_DOUBLE, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
    int i = status.MPI_TAG - 1;
    for (int j = 0; j < m; j++)
      c[i][j] = row[j];
    done++;
    if (sent < n) {
      MPI_Send(&a[sent][0], l, MPI_DOUBLE, status.MPI_SOURCE, sent + 1, MPI_COMM_WORLD);
      sent++;
    } else {
      MPI_Send(&a[0][0], 0, MPI_DOUBLE, status.MPI_SOURCE, 0, MPI_COMM_WORLD);
    }
  }
}

static void worker(void) {
  double arow[l], crow[m];
  MPI_Status status;
  while (1) {
    MPI_Recv(arow, l, MPI_DOUBLE, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
    if (status.MPI_TAG == 0)
      break;
    for (int j = 0; j < m; j++) {
      double s = 0.0;
      for (int p = 0; p < l; p++)
        s += arow[p] * b[p][j];
      crow[j] = s;
    }
    MPI_Send(crow, m, MPI_DOUBLE, 0, status.MPI_TAG, MPI_COMM_WORLD);
  }
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0)
    manager(size);
  else
    worker();
  MPI_Finalize();
  return 0;
}
