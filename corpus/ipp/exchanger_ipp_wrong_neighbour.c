/* tass-ipp
 * source: exchanger.c
 * expect: unproved recv_count recv_inv4
 */
/* ERRONEOUS VARIANT: wrong neighbour: every process receives from its right neighbour (the
 * receive stub takes the message of channel right(rank)), not from the left. */
/* The invariant-preserving projection (IPP) of the cyclic exchanger (exchanger.c), after
 * seed 003 (Luo and Siegel), Section II and Fig. 2, written by hand: the target that
 * tass will generate. One sequential program for an arbitrary process `rank` among
 * `nprocs >= 1`; Frama-C/WP proves it for every nprocs and nsteps:
 *
 *   frama-c -wp -wp-rte -wp-model Typed+real -wp-prover z3,cvc5 -wp-timeout 10 exchanger_ipp.c
 *
 * (-wp-model Typed+real: doubles as reals. With the default IEEE model every goal that
 * compares doubles under quantifiers times out; the program only copies doubles, no
 * arithmetic, so reals and IEEE doubles agree on it, NaN aside.)
 *
 * Its parts:
 *   1. ghost state: the channels and the send/receive counters (Section III);
 *   2. the oracle that says which value every process holds at every step;
 *   3. the core global invariant phi (Section II, items 1-7 of Section III);
 *   4. the stubs of the communication statements: send, recv (Section II);
 *   5. the interleave stubs: anything the other processes may do, as long as phi holds
 *      (Section II);
 *   6. the projected process: blocks between communication points, each preceded by an
 *      interleave call (Section II), with ghost updates of the counters; termination
 *      by the loop variant (Section IV.B);
 *   7. deadlock freedom, inv -> EN (Section IV.A), proved for every nprocs by a ghost
 *      lemma function that walks the ring (induction on the ring, Appendix A). */

#include <limits.h>

int rank, nprocs, nsteps;
double rbuf, sbuf;

/* ---- 1. Ghost state (Section III). For 0 <= i < nprocs:
 *   sizes[i]  number of messages buffered in the channel from i to its right neighbour
 *             (0 or 1: channel size 1);
 *   chans[i]  the message in that channel when sizes[i] == 1;
 *   sc[i], rc[i]  the number of sends and receives process i has executed.
 * The paper makes them pointers to arrays of length nprocs, whose validity and
 * separation phi must state; the provers then drown in the memory model. Here they are
 * global ghost arrays of INT_MAX elements: nprocs is an int, so nprocs <= INT_MAX and
 * every process has its entries, for every number of processes; distinct global arrays
 * need no separation clauses, and WP treats them as plain logic arrays. */
//@ ghost int sc[INT_MAX];
//@ ghost int rc[INT_MAX];
//@ ghost int sizes[INT_MAX];
//@ ghost double chans[INT_MAX];

/*@ logic integer left(integer n, integer i) = i > 0 ? i - 1 : n - 1;
    logic integer right(integer n, integer i) = i < n - 1 ? i + 1 : 0; */

/* ---- 2. The oracle (Section III): oracle(n, t, i) is the value of sbuf on process i
 * after t steps when there are n processes. oracle(n, 0, i), the initial sbuf of process
 * i, is unconstrained; after a step a process holds what its left neighbour held before
 * it. The axiom is a definition by recursion on t (consistent: every choice of the
 * initial values extends to a model). It is written with t + 1 on the left, not as
 * oracle(n, t, i) == oracle(n, t - 1, ...): the latter is a matching loop for the
 * provers' quantifier instantiation (each instance creates a new term to match; z3 ran
 * out of memory on every goal that had inv5 among its hypotheses). */
/*@ axiomatic Oracle {
      logic double oracle(integer n, integer t, integer i);
      axiom oracle_step: \forall integer n, t, i; 0 <= t ==>
        oracle(n, t + 1, i) == oracle(n, t, left(n, i));
    } */

/* ---- 3. The core global invariant phi (Section III, items 1-7). */
/*@ // (item 2 of Section III, validity and separation, holds by construction: part 1)
    // 3) every channel holds 0 or 1 message
    predicate inv1 = \forall integer i; 0 <= i < nprocs ==> 0 <= sizes[i] <= 1;
    // 4) the counts are bounded by nsteps
    predicate inv2 = \forall integer i; 0 <= i < nprocs ==> 0 <= sc[i] <= nsteps;
    predicate inv3 = \forall integer i; 0 <= i < nprocs ==> 0 <= rc[i] <= nsteps;
    // 5) i received what its left neighbour sent, minus what is still in the channel
    predicate inv4 = \forall integer i; 0 <= i < nprocs ==>
      rc[i] == sc[left(nprocs, i)] - sizes[left(nprocs, i)];
    // 6) a buffered message is the sender's value at the step it was sent
    predicate inv5 = \forall integer i; 0 <= i < nprocs ==>
      (sizes[i] == 1 ==> chans[i] == oracle(nprocs, sc[i] - 1, i));
    // 7) every process has sent as many messages as it received, or one more
    predicate inv6 = \forall integer i; 0 <= i < nprocs ==>
      (sc[i] - rc[i] == 0 || sc[i] - rc[i] == 1);
    // 1) and 2): rank is a process, nsteps is fixed, and the above
    predicate inv = 0 <= rank < nprocs && 0 <= nsteps
      && inv1 && inv2 && inv3 && inv4 && inv5 && inv6; */

/* ---- 4. Communication stubs (Section II). A send is enabled when the channel to the
 * right is empty and puts x in it; a receive is enabled when the channel from the left
 * is full and takes its message. Nothing else changes. */
/*@ requires 0 <= rank < nprocs;
    requires sizes[rank] == 0;
    assigns chans[rank], sizes[rank];
    ensures chans[rank] == x && sizes[rank] == 1; */
void send(double x);

/*@ requires 0 <= rank < nprocs;
    requires sizes[right(nprocs, rank)] == 1;
    assigns sizes[right(nprocs, rank)];
    ensures \result == chans[right(nprocs, rank)] && sizes[right(nprocs, rank)] == 0; */
double recv(void);

/* ---- 5. Interleave stubs (Section II): before each communication statement the other
 * processes may change every shared ghost variable, keeping phi; they cannot change what
 * mirrors this process (its counters) nor the message this process has put in its
 * outgoing channel. Each stub ensures that the next communication is enabled (assumed
 * here; deadlock freedom is part 7). */
/*@ requires inv;
    assigns sizes[0 .. nprocs - 1], chans[0 .. nprocs - 1],
            sc[0 .. nprocs - 1], rc[0 .. nprocs - 1];
    ensures sc[rank] == \old(sc[rank]) && rc[rank] == \old(rc[rank]);
    ensures chans[rank] == \old(chans[rank]);
    ensures inv;
    ensures sizes[rank] == 0; */
void presend_interleave(void);

/*@ requires inv;
    assigns sizes[0 .. nprocs - 1], chans[0 .. nprocs - 1],
            sc[0 .. nprocs - 1], rc[0 .. nprocs - 1];
    ensures sc[rank] == \old(sc[rank]) && rc[rank] == \old(rc[rank]);
    ensures chans[rank] == \old(chans[rank]);
    ensures inv;
    ensures sizes[right(nprocs, rank)] == 1; */
void prerecv_interleave(void);

/* ---- 6. The projected process (exchange() of exchanger.c). Blocks: [send; ...] and
 * [recv; sbuf = rbuf; t++; test]. Ghost code mirrors each communication in the counters.
 * The post-condition is the functional property: rbuf is the value sbuf had on the
 * process nsteps to the left. */
/*@ requires inv && 0 < nsteps;
    requires sc[rank] == 0 && rc[rank] == 0 && sizes[rank] == 0;
    requires sbuf == oracle(nprocs, 0, rank);
    assigns rbuf, sbuf, sizes[0 .. nprocs - 1], chans[0 .. nprocs - 1],
            sc[0 .. nprocs - 1], rc[0 .. nprocs - 1];
    ensures post: rbuf == oracle(nprocs, nsteps, rank);
    ensures inv && sc[rank] == nsteps && rc[rank] == nsteps; */
void exchange(void) {
  int t = 0;
  /*@ loop invariant inv && 0 <= t <= nsteps;
      loop invariant t == sc[rank] && t == rc[rank];
      loop invariant sbuf == oracle(nprocs, t, rank);
      loop invariant t > 0 ==> rbuf == sbuf;
      loop assigns t, rbuf, sbuf, sizes[0 .. nprocs - 1], chans[0 .. nprocs - 1],
                   sc[0 .. nprocs - 1], rc[0 .. nprocs - 1];
      loop variant nsteps - t; */
  while (t < nsteps) {
    /* Block 1: the send, and the ghost update of this process's send count. */
    presend_interleave();
    send(sbuf);
    //@ ghost sc[rank]++;
    /* phi again, one conjunct at a time (the provers fail on phi at once): the send
     * filled the channel to the right with this process's value at step t. */
    //@ assert send_inv1: inv1;
    //@ assert send_inv2: inv2;
    //@ assert send_inv3: inv3;
    //@ assert send_inv4: inv4;
    /* Instantiation hint for inv5 at rank: the message just sent is the value at the
     * step the send count now names. */
    //@ assert sent_value: chans[rank] == oracle(nprocs, sc[rank] - 1, rank);
    //@ assert send_inv5: inv5;
    //@ assert send_inv6: inv6;
    /* Block 2: the receive, the ghost update of the receive count, the copy and the
     * increment (local statements: they need no interleaving point of their own). */
    prerecv_interleave();
    /* Instantiation hint: inv4 at rank says the left neighbour has sent t + 1 messages,
     * so by inv5 the message waiting is its value at step t. */
    //@ assert recv_count: sc[left(nprocs, rank)] == t + 1;
    //@ assert recv_value: chans[left(nprocs, rank)] == oracle(nprocs, t, left(nprocs, rank));
    rbuf = recv();
    //@ ghost rc[rank]++;
    //@ assert recv_inv1: inv1;
    //@ assert recv_inv2: inv2;
    //@ assert recv_inv3: inv3;
    //@ assert recv_inv4: inv4;
    //@ assert recv_inv5: inv5;
    //@ assert recv_inv6: inv6;
    //@ assert recv_oracle: rbuf == oracle(nprocs, t + 1, rank);
    sbuf = rbuf;
    t++;
  }
}

/* ---- 7. Deadlock freedom (Section IV.A). Communication statements are numbered 0 (the
 * send) and 1 (the receive); pc[i] = sc[i] - rc[i] at every interleaving point. Process
 * i has terminated when pc[i] == 0 and sc[i] == nsteps; otherwise it waits at the send
 * (enabled when its outgoing channel is empty) or at the receive (enabled when its
 * incoming channel is full). EN: every process has terminated, or some process that
 * has not is enabled. */
/*@ predicate terminated(integer i) = sc[i] - rc[i] == 0 && sc[i] == nsteps;
    predicate enabled(integer i) =
      (sc[i] - rc[i] == 0 && sc[i] < nsteps && sizes[i] == 0)
      || (sc[i] - rc[i] == 1 && sizes[left(nprocs, i)] == 1);
    predicate EN = (\forall integer i; 0 <= i < nprocs ==> terminated(i))
      || (\exists integer i; 0 <= i < nprocs && enabled(i)); */

/* inv -> EN for every nprocs, as the contract of a ghost lemma function: for every
 * state satisfying inv the function terminates (loop variant) and returns an enabled
 * process, or -1 when every process has terminated; so every such state satisfies EN.
 * The loop walks the ring from process 0 and is the induction of Appendix A: if none of
 * the processes 0..k-1 is enabled, the pending counts pc are non-increasing along
 * 0..k-1 (a waiting receiver after a sender that cannot send is impossible by inv4 and
 * inv2), and the send counts telescope: sc[j] == sc[0] + j along a prefix of receivers,
 * sc[j] <= sc[0] along senders, strictly less after a sender with a full channel. Going
 * round the ring back to 0 closes the cycle: all receivers would give sc[0] == sc[0] +
 * nprocs, a live sender would give sc[0] < sc[0]; so all have terminated. */
/*@ ghost
  /@ requires inv && 1 <= nprocs;
    assigns \nothing;
    ensures \result == -1 ==> (\forall integer i; 0 <= i < nprocs ==> terminated(i));
    ensures \result != -1 ==> 0 <= \result < nprocs && enabled(\result);
    ensures EN; @/
int deadlock_free(void) {
  int k = 0;
  /@ loop invariant 0 <= k <= nprocs;
      loop invariant none: \forall integer j; 0 <= j < k ==> !enabled(j);
      loop invariant mono: \forall integer j; 0 < j < k ==>
        sc[j] - rc[j] <= sc[j - 1] - rc[j - 1];
      loop invariant all_senders: sc[0] - rc[0] == 0 ==>
        \forall integer j; 0 <= j < k ==> sc[j] - rc[j] == 0;
      loop invariant recv_chain: \forall integer j; 0 <= j < k ==>
        sc[j] - rc[j] == 1 ==> sc[j] == sc[0] + j;
      loop invariant send_chain: sc[0] - rc[0] == 0 ==>
        \forall integer j; 0 <= j < k ==> sc[j] <= sc[0];
      loop invariant live_sender: sc[0] - rc[0] == 0 && 0 < k ==>
        (\exists integer j; 0 <= j < k && sc[j] < nsteps) ==>
        sc[k - 1] - sizes[k - 1] < sc[0];
      loop assigns k;
      loop variant nprocs - k; @/
  while (k < nprocs) {
    if (sc[k] - rc[k] == 0 && sc[k] < nsteps && sizes[k] == 0)
      return k;
    if (sc[k] - rc[k] == 1 && sizes[k > 0 ? k - 1 : nprocs - 1] == 1)
      return k;
    /@ assert not_enabled: !enabled(k); @/
    // Instantiation hints: the conjuncts of inv at k and at k - 1.
    /@ assert inv1_k: 0 <= sizes[k] <= 1; @/
    /@ assert inv2_k: 0 <= sc[k] <= nsteps; @/
    /@ assert inv4_k: rc[k] == sc[left(nprocs, k)] - sizes[left(nprocs, k)]; @/
    /@ assert inv6_k: sc[k] - rc[k] == 0 || sc[k] - rc[k] == 1; @/
    /@ assert inv1_km1: 0 < k ==> 0 <= sizes[k - 1] <= 1; @/
    /@ assert not_enabled_km1: 0 < k ==> !enabled(k - 1); @/
    // A waiting receiver after a sender that cannot send is impossible.
    /@ assert step: 0 < k ==> sc[k] - rc[k] <= sc[k - 1] - rc[k - 1]; @/
    k++;
  }
  // Closing the ring: inv at 0 and at nprocs - 1.
  /@ assert inv4_0: rc[0] == sc[nprocs - 1] - sizes[nprocs - 1]; @/
  /@ assert inv1_last: 0 <= sizes[nprocs - 1] <= 1; @/
  /@ assert inv2_last: 0 <= sc[nprocs - 1] <= nsteps; @/
  /@ assert inv6_last: sc[nprocs - 1] - rc[nprocs - 1] == 0 || sc[nprocs - 1] - rc[nprocs - 1] == 1; @/
  /@ assert not_enabled_last: !enabled(nprocs - 1) && !enabled(0); @/
  /@ assert wrap_step: sc[0] - rc[0] <= sc[nprocs - 1] - rc[nprocs - 1]; @/
  /@ assert not_all_receivers: sc[0] - rc[0] == 0; @/
  /@ assert no_live_sender: \forall integer j; 0 <= j < nprocs ==> sc[j] >= nsteps; @/
  return -1;
}
*/
