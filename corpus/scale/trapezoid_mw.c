/* tass-test
 * run: tass compare -np2=4 -inputNB=4 $DIR/trapezoid_spec.c $FILE
 * expect: holds
 */
/* The trapezoid rule in the manager-worker pattern: rank 0 hands out the intervals one at
 * a time (the interval's number, tag 1; tag 0 to stop), a worker returns the area of its
 * trapezoid, and the manager adds the areas in the order they arrive (MPI_ANY_SOURCE),
 * giving the sender (status.MPI_SOURCE) the next interval. */
#include <mpi.h>
#pragma TASS input int
#define NB 3
#pragma TASS input {1 <= n && n <= NB} int
#define n 3
#pragma TASS input
double a;
#pragma TASS input
double b;
#pragma TASS input
double c[4];
#pragma TASS output
double integral;

#define WORK 1
#define STOP 0

static double f(double x) { return ((c[3] * x + c[2]) * x + c[1]) * x + c[0]; }

static void manager(int size) {
  int next = 0, done = 0;
  double total = 0.0, area;
  MPI_Status status;
  for (int w = 1; w < size; w++) {
    if (next < n) {
      MPI_Send(&next, 1, MPI_INT, w, WORK, MPI_COMM_WORLD);
      next++;
    } else {
      MPI_Send(&next, 1, MPI_INT, w, STOP, MPI_COMM_WORLD);
    }
  }
  while (done < n) {
    MPI_Recv(&area, 1, MPI_DOUBLE, MPI_ANY_SOURCE, WORK, MPI_COMM_WORLD, &status);
    total += area;
    done++;
    if (next < n) {
      MPI_Send(&next, 1, MPI_INT, status.MPI_SOURCE, WORK, MPI_COMM_WORLD);
      next++;
    } else {
      MPI_Send(&next, 1, MPI_INT, status.MPI_SOURCE, STOP, MPI_COMM_WORLD);
    }
  }
  integral = total;
}

static void worker(void) {
  double h = (b - a) / n;
  MPI_Status status;
  int i;
  while (1) {
    MPI_Recv(&i, 1, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
    if (status.MPI_TAG == STOP)
      break;
    double area = (f(a + i * h) + f(a + (i + 1) * h)) / 2 * h;
    MPI_Send(&area, 1, MPI_DOUBLE, 0, WORK, MPI_COMM_WORLD);
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
