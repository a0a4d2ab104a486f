/* tass-test
 * run: tass verify -np=3 --deadlock=absolute $FILE
 * expect: holds
 */
/* The cyclic exchanger of seed 003 (Luo and Siegel, Fig. 1) as a C/MPI program: every
 * process sends sbuf to its right neighbour, receives rbuf from its left neighbour and
 * copies rbuf into sbuf, nsteps times. At the end rbuf holds the value that sbuf had on
 * the process nsteps to the left (cyclically). Standard-mode sends are assumed buffered
 * (one message per channel suffices, the paper's channel size 1), hence
 * --deadlock=absolute. Its invariant-preserving projection, proved by Frama-C/WP for
 * every number of processes, is exchanger_ipp.c. */
#include <mpi.h>
#include <assert.h>

#define NSTEPS 4
#define LEFT(pid) ((pid) > 0 ? (pid) - 1 : nprocs - 1)
#define RIGHT(pid) ((pid) < nprocs - 1 ? (pid) + 1 : 0)

int rank, nprocs, nsteps;
double rbuf, sbuf;

/* The initial value of sbuf on process i. */
double init(int i) { return 10.0 * i + 1.0; }

void exchange(void) {
  int t = 0;
  while (t < nsteps) {
    MPI_Send(&sbuf, 1, MPI_DOUBLE, RIGHT(rank), 0, MPI_COMM_WORLD);
    MPI_Recv(&rbuf, 1, MPI_DOUBLE, LEFT(rank), 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    sbuf = rbuf;
    t++;
  }
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  nsteps = NSTEPS;
  sbuf = init(rank);
  exchange();
  /* The functional property: rbuf came from the process nsteps to the left. */
  assert(rbuf == init(((rank - nsteps) % nprocs + nprocs) % nprocs));
  MPI_Finalize();
  return 0;
}
