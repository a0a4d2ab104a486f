/* tass-test
 * run: tass ipp --timeout 3 --cross-check-time=3 $FILE
 * expect: unknown
 * line: 59
 */
/* ERRONEOUS VARIANT of exchanger_annot.c: the receive is missing: the sends outrun the receives (inv6 fails before the next send). */
/* The cyclic exchanger (exchanger.c, seed 003 Fig. 1) as an MPI program annotated for
 * `tass ipp`: one channel, the global invariant, the oracle and the contracts. `tass
 * ipp` generates the invariant-preserving projection (compare exchanger_ipp.c, written
 * by hand) and Frama-C/WP proves it for every number of processes. */
#include <mpi.h>

#define NSTEPS 4
#define LEFT(pid) ((pid) > 0 ? (pid) - 1 : nprocs - 1)
#define RIGHT(pid) ((pid) < nprocs - 1 ? (pid) + 1 : 0)

int rank, nprocs, nsteps;
double rbuf, sbuf;

/*@ logic integer left(integer n, integer i) = i > 0 ? i - 1 : n - 1; */

/* The oracle: the value of sbuf on process i after t steps with n processes. */
/*@ axiomatic Oracle {
      logic real oracle(integer n, integer t, integer i);
      axiom oracle_init: \forall integer n, i; oracle(n, 0, i) == 10.0 * i + 1.0;
      axiom oracle_step: \forall integer n, t, i; 0 <= t ==>
        oracle(n, t + 1, i) == oracle(n, t, left(n, i));
    } */

/* Every process sends to its right and receives from its left, with tag 0. */
/*@ ipp channel c: to RIGHT(rank) from LEFT(rank) tag 0; */ /*@ ipp uniform nsteps; */

/* The global invariant (Section III of seed 003, items 3-7). */
/*@ ipp invariant steps: 0 <= nsteps; */
/*@ ipp invariant inv1: \forall integer i; 0 <= i < nprocs ==> 0 <= c_size[i] <= 1; */
/*@ ipp invariant inv2: \forall integer i; 0 <= i < nprocs ==> 0 <= c_sent[i] <= nsteps; */
/*@ ipp invariant inv3: \forall integer i; 0 <= i < nprocs ==> 0 <= c_recvd[i] <= nsteps; */
/*@ ipp invariant inv4: \forall integer i; 0 <= i < nprocs ==>
      c_recvd[i] == c_sent[left(nprocs, i)] - c_size[left(nprocs, i)]; */
/*@ ipp invariant inv5: \forall integer i; 0 <= i < nprocs ==>
      (c_size[i] == 1 ==> c_msg[i] == oracle(nprocs, c_sent[i] - 1, i)); */
/*@ ipp invariant inv6: \forall integer i; 0 <= i < nprocs ==>
      (c_sent[i] - c_recvd[i] == 0 || c_sent[i] - c_recvd[i] == 1); */

/* The initial value of sbuf on process i. */
/*@ assigns \nothing;
    ensures \result == oracle(nprocs, 0, i); */
double init(int i) { return 10.0 * i + 1.0; }

/*@ requires ipp_inv && 0 < nsteps;
    requires c_sent[rank] == 0 && c_recvd[rank] == 0 && c_size[rank] == 0;
    requires sbuf == oracle(nprocs, 0, rank);
    assigns rbuf, sbuf;
    ensures post: rbuf == oracle(nprocs, nsteps, rank);
    ensures ipp_inv && c_sent[rank] == nsteps && c_recvd[rank] == nsteps; */
void exchange(void) {
  int t = 0;
  /*@ loop invariant ipp_inv && 0 <= t <= nsteps;
      loop invariant t == c_sent[rank] && t == c_recvd[rank];
      loop invariant sbuf == oracle(nprocs, t, rank);
      loop invariant t > 0 ==> rbuf == sbuf;
      loop assigns t, rbuf, sbuf;
      loop variant nsteps - t; */
  while (t < nsteps) {
    MPI_Send(&sbuf, 1, MPI_DOUBLE, RIGHT(rank), 0, MPI_COMM_WORLD);
    /* Instantiation hint: the message just sent is the value at the step the send
     * count now names. */
    //@ assert sent_value: c_msg[rank] == oracle(nprocs, c_sent[rank] - 1, rank);
    /* the receive is missing */
    //@ assert recv_oracle: rbuf == oracle(nprocs, t + 1, rank);
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
  //@ assert result: rbuf == oracle(nprocs, nsteps, rank);
  MPI_Finalize();
  return 0;
}
