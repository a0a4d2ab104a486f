/* tass-test
 * run: tass verify -np=1 $FILE
 * expect: holds
 */
/* MPI_Dims_create: balanced factors in non-increasing order, entries already set kept. */
#include <mpi.h>
#include <assert.h>

int main(int argc, char **argv) {
  int a[2] = {0, 0}, b[3] = {0, 0, 0}, c[2] = {0, 2}, d[3] = {0, 3, 0};
  MPI_Init(&argc, &argv);
  MPI_Dims_create(12, 2, a);
  assert(a[0] == 4 && a[1] == 3);
  MPI_Dims_create(16, 3, b);
  assert(b[0] == 4 && b[1] == 2 && b[2] == 2);
  MPI_Dims_create(12, 2, c);
  assert(c[0] == 6 && c[1] == 2);
  MPI_Dims_create(30, 3, d);
  assert(d[0] == 5 && d[1] == 3 && d[2] == 2);
  MPI_Finalize();
  return 0;
}
