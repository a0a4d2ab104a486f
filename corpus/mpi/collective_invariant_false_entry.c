/* tass-test
 * run: tass verify -np=2 -inputN=3 $FILE
 * expect: violation invariant
 * line: 16
 */
/* A collective invariant that is false (i == 7 fails on entry): a violation at the
 * invariant, with a trace through both processes. */
#include <mpi.h>
#pragma TASS input {N >= 0}
int N;

int main(int argc, char **argv) {
  int rank, i = 0, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
#pragma TASS collective invariant LOOP i == 7
  while (i < N) {
    x += rank;
    i++;
  }
  MPI_Finalize();
  return 0;
}
