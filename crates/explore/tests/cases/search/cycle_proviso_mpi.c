/* tass-test
 * run: tass verify -np=2 $FILE
 * expect: violation assertion
 * line: 23
 * provers: z3 cvc5
 */
/* The ignoring problem of partial-order reduction: process 0 loops forever with a
 * branch on a fresh value in each iteration, whose states match once the dead value is
 * forgotten, so the reduced search (process 0 runs alone while it has a local
 * transition) closes a cycle without process 1 ever moving. The cycle proviso explores
 * the other processes from the state that closes the cycle: process 1's assertion
 * fails. */
#include <mpi.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    while (1) { if (__VERIFIER_nondet_int()) x = 0; else x = 1; }
  } else {
    assert(rank == 0);
  }
  MPI_Finalize();
  return 0;
}
