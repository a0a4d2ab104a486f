/* tass-test
 * run: tass ipp --timeout 3 $FILE
 * expect: violation
 * line: 164
 */
/* exchanger_annot.c with a wrong final assertion, for the cross-check of `tass ipp`: it
 * says rbuf holds the value of the process nsteps - 1 to the left, not nsteps. The
 * oracle is given in closed form (a logic definition the search evaluates) instead of
 * exchanger_annot.c's axioms: with quantified axioms in the path condition the solvers
 * cannot confirm a counterexample, and the search would only report a possible
 * violation. WP does not prove the assertion (verdict of the proof: unknown); the
 * cross-check's search (`tass verify -np=K --deadlock=absolute`) holds at -np=1 (one
 * process: every step is the same value) and finds a concrete counterexample at -np=2:
 * exit 1, the violation located at the assertion `result`. */
#include <mpi.h>

#define NSTEPS 4
#define LEFT(pid) ((pid) > 0 ? (pid) - 1 : nprocs - 1)
#define RIGHT(pid) ((pid) < nprocs - 1 ? (pid) + 1 : 0)

int rank, nprocs, nsteps;
double rbuf, sbuf;

/*@ logic integer left(integer n, integer i) = i > 0 ? i - 1 : n - 1; */

/* The oracle: the value of sbuf on process i after t steps with n processes, in closed
 * form (the value of the process t to the left at the start). */
/*@ logic real oracle(integer n, integer t, integer i) = 10.0 * (((i - t) % n + n) % n) + 1.0; */

/* Every process sends to its right and receives from its left, with tag 0. */
/*@ ipp channel c: to RIGHT(rank) from LEFT(rank) tag 0; */

/* nsteps is set by main before any communication, to the same value on every process:
 * the invariant may name it. */
/*@ ipp uniform nsteps; */

/* The proof of deadlock freedom (ipp_inv ==> ipp_EN), the ghost function below. */
/*@ ipp deadlock proof deadlock_free; */

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
/* Where each process is (site 0 the send, 1 the receive; -1 in a block, -2 terminated),
 * in terms of its counters: what deadlock freedom needs. */
/*@ ipp invariant pc_range: \forall integer i; 0 <= i < nprocs ==> -2 <= ipp_pc[i] <= 1; */
/*@ ipp invariant pc_send: \forall integer i; 0 <= i < nprocs ==>
      (ipp_pc[i] == 0 ==> c_sent[i] == c_recvd[i] && c_sent[i] < nsteps); */
/*@ ipp invariant pc_recv: \forall integer i; 0 <= i < nprocs ==>
      (ipp_pc[i] == 1 ==> c_sent[i] == c_recvd[i] + 1); */
/*@ ipp invariant pc_done: \forall integer i; 0 <= i < nprocs ==>
      (ipp_pc[i] == -2 ==> c_sent[i] == nsteps && c_recvd[i] == nsteps); */

/* Deadlock freedom for every nprocs (seed 003 Appendix A): for every state satisfying
 * the invariant the function terminates (loop variant) in a state satisfying EN. The
 * loop walks the ring from process 0; if none of the processes 0..k-1 is enabled, the
 * pending counts sent - received are non-increasing along 0..k-1, and the send counts
 * telescope: c_sent[j] == c_sent[0] + j along a prefix of receivers, c_sent[j] <=
 * c_sent[0] along senders, strictly less after a sender with a full channel. Going round
 * the ring back to 0 closes the cycle: all receivers would give c_sent[0] == c_sent[0] +
 * nprocs, a live sender c_sent[0] < c_sent[0]; so all have terminated. tass ipp gives it
 * the contract `requires ipp_inv; assigns \nothing; ensures ipp_EN;`. */
/*@ ghost
int deadlock_free(void) {
  int k = 0;
  /@ loop invariant 0 <= k <= nprocs;
      loop invariant none: \forall integer j; 0 <= j < k ==> !ipp_enabled(j);
      loop invariant mono: \forall integer j; 0 < j < k ==>
        c_sent[j] - c_recvd[j] <= c_sent[j - 1] - c_recvd[j - 1];
      loop invariant all_senders: c_sent[0] - c_recvd[0] == 0 ==>
        \forall integer j; 0 <= j < k ==> c_sent[j] - c_recvd[j] == 0;
      loop invariant recv_chain: \forall integer j; 0 <= j < k ==>
        c_sent[j] - c_recvd[j] == 1 ==> c_sent[j] == c_sent[0] + j;
      loop invariant send_chain: c_sent[0] - c_recvd[0] == 0 ==>
        \forall integer j; 0 <= j < k ==> c_sent[j] <= c_sent[0];
      loop invariant live_sender: c_sent[0] - c_recvd[0] == 0 && 0 < k ==>
        (\exists integer j; 0 <= j < k && c_sent[j] < nsteps) ==>
        c_sent[k - 1] - c_size[k - 1] < c_sent[0];
      loop assigns k;
      loop variant nprocs - k; @/
  while (k < nprocs) {
    if (ipp_pc[k] == -1 || (ipp_pc[k] == 0 && c_size[k] == 0)
        || (ipp_pc[k] == 1 && c_size[k > 0 ? k - 1 : nprocs - 1] == 1)) {
      /@ assert found: ipp_enabled(k); @/
      return k;
    }
    /@ assert not_enabled: !ipp_enabled(k); @/
    // Instantiation hints: the conjuncts of the invariant at k and at k - 1.
    /@ assert inv1_k: 0 <= c_size[k] <= 1; @/
    /@ assert inv2_k: 0 <= c_sent[k] <= nsteps; @/
    /@ assert inv4_k: c_recvd[k] == c_sent[left(nprocs, k)] - c_size[left(nprocs, k)]; @/
    /@ assert inv6_k: c_sent[k] - c_recvd[k] == 0 || c_sent[k] - c_recvd[k] == 1; @/
    /@ assert pc_k: ipp_pc[k] == 0 && c_sent[k] - c_recvd[k] == 0 && c_sent[k] < nsteps
      || ipp_pc[k] == 1 && c_sent[k] - c_recvd[k] == 1
      || ipp_pc[k] == -2 && c_sent[k] == nsteps && c_recvd[k] == nsteps; @/
    /@ assert inv1_km1: 0 < k ==> 0 <= c_size[k - 1] <= 1; @/
    /@ assert not_enabled_km1: 0 < k ==> !ipp_enabled(k - 1); @/
    // A waiting receiver after a sender that cannot send is impossible.
    /@ assert step: 0 < k ==> c_sent[k] - c_recvd[k] <= c_sent[k - 1] - c_recvd[k - 1]; @/
    k++;
  }
  // Closing the ring: the invariant at 0 and at nprocs - 1.
  /@ assert inv4_0: c_recvd[0] == c_sent[nprocs - 1] - c_size[nprocs - 1]; @/
  /@ assert inv1_last: 0 <= c_size[nprocs - 1] <= 1; @/
  /@ assert inv2_last: 0 <= c_sent[nprocs - 1] <= nsteps; @/
  /@ assert inv6_last: c_sent[nprocs - 1] - c_recvd[nprocs - 1] == 0
      || c_sent[nprocs - 1] - c_recvd[nprocs - 1] == 1; @/
  /@ assert not_enabled_last: !ipp_enabled(nprocs - 1) && !ipp_enabled(0); @/
  /@ assert wrap_step: c_sent[0] - c_recvd[0] <= c_sent[nprocs - 1] - c_recvd[nprocs - 1]; @/
  /@ assert not_all_receivers: c_sent[0] - c_recvd[0] == 0; @/
  /@ assert no_live_sender: \forall integer j; 0 <= j < nprocs ==> c_sent[j] >= nsteps; @/
  /@ assert all_terminated: \forall integer j; 0 <= j < nprocs ==> ipp_pc[j] == -2; @/
  return -1;
}
*/

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
    MPI_Recv(&rbuf, 1, MPI_DOUBLE, LEFT(rank), 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
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
  /* Wrong: the value nsteps - 1 steps to the left. */
  //@ assert result: rbuf == oracle(nprocs, nsteps - 1, rank);
  MPI_Finalize();
  return 0;
}
