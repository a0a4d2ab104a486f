/* tass-ipp
 * source: diffusion.c
 * expect: proved
 */
/* The invariant-preserving projection (IPP) of the 1-d diffusion solver (diffusion.c),
 * after seed 003 (Luo and Siegel), Section VI and Figs. 4-5, written by hand in the
 * structure of exchanger_ipp.c. One sequential program for an arbitrary process `rank`
 * among `nprocs >= 1`, each owning `nxl >= 1` cells; Frama-C/WP proves it for every
 * nprocs, nxl (<= INT_MAX - 2) and nsteps:
 *
 *   frama-c -wp -wp-rte -wp-model Typed+real -wp-prover z3,cvc5 -wp-timeout 20 -wp-par 1 diffusion_ipp.c
 *
 * Figures (Frama-C 25.0, Why3 1.5.1, Z3 4.8.12, CVC5 1.0.3; 2 shared cores, -wp-par 1,
 * -wp-timeout 20): 308 goals, 308 proved: Qed 156, Z3 150, CVC5 2 (the goals Z3 left);
 * wall time 1 min 53 s, 2 min 7 s on a second run (slowest goals: sendL_inv1L 6.9 s,
 * cells_t1 4.2 s, all_terminated 3.2 s, model_left 2.2 s, model_right 2.0 s). The paper's exchanger
 * took 113 s with manual Why3 steps; here no manual step.
 *
 * What is proved, for every nprocs >= 1, nxl in 1 .. INT_MAX - 2 and nsteps >= 0:
 *   - functional correctness (diffuse's post-condition `post`): after nsteps steps every
 *     owned cell u[i] equals oracle(k, nprocs * nxl, nsteps, rank * nxl + i - 1), under
 *     the assumption (Section II) that each communication is eventually enabled;
 *   - the core invariant phi is preserved by every block (the asserts *_inv*);
 *   - deadlock freedom: inv -> EN with EN over the four communication statements of a
 *     step (part 7), no bound on nprocs, by a ghost function returning the process of
 *     least progress;
 *   - termination of each process (loop variants), hence of the program with the above.
 * What it took (besides one assertion per conjunct of phi after each ghost update and
 * instantiation hints at rank, as in exchanger_ipp.c): an abstract block distribution
 * (part 2: a product of variables anywhere in the context makes the provers fail), the
 * oracle's step through a logic function `scheme` (part 2: non-linear terms are not
 * matched modulo equalities), the update in its own function (t + 1 must stay a term
 * of the goal for the oracle axiom's trigger), and one function per communication block
 * (part 6: smaller contexts; inlined, 3 goals timed out, differently from run to run).
 * Development runs: 275/279 (inline blocks, first = r * nx), 287/290 (abstract first,
 * scheme), 308/308 (block functions).
 *
 * Assumptions, stated:
 *   - doubles are reals (-wp-model Typed+real): the update u + k*(r + l - 2u) is read in
 *     exact real arithmetic, as tass's `compare` reads floating point. With IEEE doubles
 *     the proof of this projection would not carry over as such: the oracle would have
 *     to be the rounded scheme (which diffusion.c's reference solver computes exactly,
 *     the same operations on the same operands), and WP's float model makes every
 *     quantified goal time out (exchanger_ipp.c).
 *   - equal blocks: every process owns nxl cells, process r the global cells
 *     first(nxl, r) = r * nxl .. r * nxl + nxl - 1 of the periodic array of
 *     nprocs * nxl cells (diffusion.c does the same with nxl a #define).
 *   - channels of size 1 in each direction (the paper's size; one message per channel
 *     suffices: a process sends again in a direction only after receiving from both
 *     neighbours), FIFO by construction.
 *   - the local arrays u and u_new are globals of INT_MAX elements here (diffusion.c:
 *     NXL + 2), so that every nxl <= INT_MAX - 2 fits without validity and separation
 *     clauses (the reason of part 1 of exchanger_ipp.c).
 *
 * Its parts:
 *   1. ghost state: two channels per process, one for each direction, and four counters
 *      (sends and receives in each direction);
 *   2. the block distribution and the oracle (Fig. 4): the global solution as a logic
 *      function of the time step and the global cell index, periodic;
 *   3. the core global invariant phi, with Fig. 5: a buffered message is the sender's
 *      boundary cell, in global terms, at the step it was sent;
 *   4. the communication stubs (two sends, two receives);
 *   5. the interleave stubs, one before each communication statement;
 *   6. the projected process, with the update and copy loops; termination by variants;
 *   7. deadlock freedom, inv -> EN, for every nprocs, by a ghost function that returns
 *      the process with the least progress, which is enabled unless all have terminated.
 */

#include <limits.h>

int rank, nprocs, nsteps, nxl;
double k;
double u[INT_MAX], u_new[INT_MAX];

/* ---- 1. Ghost state. For 0 <= i < nprocs, two channels leave process i:
 *   R (rightward, tag 0): from i to right(i), carrying i's last cell;
 *   L (leftward, tag 1):  from i to left(i), carrying i's first cell.
 *   sizesR[i], chansR[i]  the number of messages (0 or 1) in i's R channel, the message;
 *   sizesL[i], chansL[i]  the same for i's L channel;
 *   scR[i], scL[i]        the sends process i executed in each direction;
 *   rcR[i]                the rightward messages i received (from left(i)) into u[0];
 *   rcL[i]                the leftward messages i received (from right(i)) into u[nxl+1].
 * Global ghost arrays of INT_MAX elements, as in exchanger_ipp.c. */
//@ ghost int scR[INT_MAX];
//@ ghost int scL[INT_MAX];
//@ ghost int rcR[INT_MAX];
//@ ghost int rcL[INT_MAX];
//@ ghost int sizesR[INT_MAX];
//@ ghost int sizesL[INT_MAX];
//@ ghost double chansR[INT_MAX];
//@ ghost double chansL[INT_MAX];

/* left and right on a ring of n: of processes (n = nprocs) and of global cells
 * (n = ncells(nprocs, nxl) == nprocs * nxl, the periodic boundary). */
/*@ logic integer left(integer n, integer i) = i > 0 ? i - 1 : n - 1;
    logic integer right(integer n, integer i) = i < n - 1 ? i + 1 : 0; */

/* ---- 2. Block distribution and oracle.
 * first(nx, r) is the global index of process r's first cell, r * nx, and ncells(n, nx)
 * the number of cells, n * nx. The proof of parts 3-7 sees them as abstract functions
 * constrained only by the three axioms below: with their definitions (a product of two
 * variables) in the context, z3 and cvc5 fail on goals that need no arithmetic on them
 * at all (sendR_inv5R: timeout, proved in 0.2 s once first is abstract). The lemmas
 * model_* prove that the definitions r * nx and n * nx satisfy the three axioms, so
 * the axioms are consistent and every theorem proved from them holds of the block
 * distribution r * nx: the proof is valid for every interpretation of first and ncells
 * that satisfies them, the intended one among them. */
/*@ axiomatic Blocks {
      logic integer first(integer nx, integer r);
      logic integer ncells(integer n, integer nx);
      axiom block_in: \forall integer n, nx, r; 1 <= nx && 0 <= r < n ==>
        0 <= first(nx, r) && first(nx, r) + nx <= ncells(n, nx);
      axiom block_left: \forall integer n, nx, r; 1 <= nx && 0 <= r < n ==>
        first(nx, left(n, r)) + nx - 1 == left(ncells(n, nx), first(nx, r));
      axiom block_right: \forall integer n, nx, r; 1 <= nx && 0 <= r < n ==>
        first(nx, right(n, r)) == right(ncells(n, nx), first(nx, r) + nx - 1);
    }
    logic integer first_c(integer nx, integer r) = r * nx;
    logic integer ncells_c(integer n, integer nx) = n * nx;
    lemma model_in: \forall integer n, nx, r; 1 <= nx && 0 <= r < n ==>
      0 <= first_c(nx, r) && first_c(nx, r) + nx <= ncells_c(n, nx);
    lemma model_left: \forall integer n, nx, r; 1 <= nx && 0 <= r < n ==>
      first_c(nx, left(n, r)) + nx - 1 == left(ncells_c(n, nx), first_c(nx, r));
    lemma model_right: \forall integer n, nx, r; 1 <= nx && 0 <= r < n ==>
      first_c(nx, right(n, r)) == right(ncells_c(n, nx), first_c(nx, r) + nx - 1);
    lemma ring_lr: \forall integer n, i; 0 <= i < n ==>
      left(n, right(n, i)) == i && right(n, left(n, i)) == i; */

/* oracle(kk, n, t, j): the value of global cell j (0 <= j < n) after t steps of the
 * periodic scheme with coefficient kk on n cells (Fig. 4, with the periodic boundary of
 * the cyclic exchange in place of the paper's 1 <= i < nx - 1). oracle(kk, n, 0, j), the
 * initial data, is unconstrained; the axiom defines step t + 1 from step t, with t + 1 on
 * the left (the direction that is not a matching loop, exchanger_ipp.c part 2). The
 * right-hand side goes through the logic function scheme: written out, the instance
 * k * (r + l - 2c) over oracle terms and the program's k * (u[i+1] + u[i-1] - 2 u[i])
 * are products of k with different (equal) sums, which the provers' non-linear
 * arithmetic does not identify (upd_i timed out); through scheme the two meet by
 * congruence: u_new[i] == scheme(k, u[i-1], u[i], u[i+1]) (arithmetic on identical
 * operands), then the equalities of the operands. */
/*@ // the scheme at one cell: its value c, its neighbours l and r
    logic real scheme(real kk, real l, real c, real r) = c + kk * (r + l - 2 * c);
    axiomatic Oracle {
      logic real oracle(real kk, integer n, integer t, integer j);
      axiom oracle_step: \forall real kk, integer n, t, j; 0 <= t && 0 <= j < n ==>
        oracle(kk, n, t + 1, j) == scheme(kk, oracle(kk, n, t, left(n, j)),
          oracle(kk, n, t, j), oracle(kk, n, t, right(n, j)));
    } */

/* ---- 3. The core global invariant phi. */
/*@ // every channel holds 0 or 1 message
    predicate inv1R = \forall integer i; 0 <= i < nprocs ==> 0 <= sizesR[i] <= 1;
    predicate inv1L = \forall integer i; 0 <= i < nprocs ==> 0 <= sizesL[i] <= 1;
    // the counts are bounded by nsteps
    predicate inv2R = \forall integer i; 0 <= i < nprocs ==> 0 <= scR[i] <= nsteps;
    predicate inv2L = \forall integer i; 0 <= i < nprocs ==> 0 <= scL[i] <= nsteps;
    predicate inv3R = \forall integer i; 0 <= i < nprocs ==> 0 <= rcR[i] <= nsteps;
    predicate inv3L = \forall integer i; 0 <= i < nprocs ==> 0 <= rcL[i] <= nsteps;
    // i received in each direction what its neighbour sent, minus what is buffered
    predicate inv4R = \forall integer i; 0 <= i < nprocs ==>
      rcR[i] == scR[left(nprocs, i)] - sizesR[left(nprocs, i)];
    predicate inv4L = \forall integer i; 0 <= i < nprocs ==>
      rcL[i] == scL[right(nprocs, i)] - sizesL[right(nprocs, i)];
    // Fig. 5: a buffered message is the sender's boundary cell (last cell rightward,
    // first cell leftward), in global terms, at the step it was sent
    predicate inv5R = \forall integer i; 0 <= i < nprocs ==> (sizesR[i] == 1 ==>
      chansR[i] == oracle(k, ncells(nprocs, nxl), scR[i] - 1, first(nxl, i) + nxl - 1));
    predicate inv5L = \forall integer i; 0 <= i < nprocs ==> (sizesL[i] == 1 ==>
      chansL[i] == oracle(k, ncells(nprocs, nxl), scL[i] - 1, first(nxl, i)));
    // program order: a step is sendR, sendL, recvR, recvL, so the counts of a process
    // are (s, s, s, s), (s+1, s, s, s), (s+1, s+1, s, s) or (s+1, s+1, s+1, s) in the
    // order scR, scL, rcR, rcL: it is before statement 0, 1, 2 or 3 of a step
    predicate at0(integer i) = scR[i] == scL[i] && scL[i] == rcR[i] && rcR[i] == rcL[i];
    predicate at1(integer i) = scR[i] == scL[i] + 1 && scL[i] == rcR[i] && rcR[i] == rcL[i];
    predicate at2(integer i) = scR[i] == scL[i] && scL[i] == rcR[i] + 1 && rcR[i] == rcL[i];
    predicate at3(integer i) = scR[i] == scL[i] && scL[i] == rcR[i] && rcR[i] == rcL[i] + 1;
    predicate inv6 = \forall integer i; 0 <= i < nprocs ==>
      (at0(i) || at1(i) || at2(i) || at3(i));
    predicate inv = 0 <= rank < nprocs && 1 <= nxl && 0 <= nsteps
      && inv1R && inv1L && inv2R && inv2L && inv3R && inv3L
      && inv4R && inv4L && inv5R && inv5L && inv6; */

/* ---- 4. Communication stubs. */
/*@ requires 0 <= rank < nprocs;
    requires sizesR[rank] == 0;
    assigns chansR[rank], sizesR[rank];
    ensures chansR[rank] == x && sizesR[rank] == 1; */
void sendR(double x);

/*@ requires 0 <= rank < nprocs;
    requires sizesL[rank] == 0;
    assigns chansL[rank], sizesL[rank];
    ensures chansL[rank] == x && sizesL[rank] == 1; */
void sendL(double x);

/*@ requires 0 <= rank < nprocs;
    requires sizesR[left(nprocs, rank)] == 1;
    assigns sizesR[left(nprocs, rank)];
    ensures \result == chansR[left(nprocs, rank)] && sizesR[left(nprocs, rank)] == 0; */
double recvR(void);

/*@ requires 0 <= rank < nprocs;
    requires sizesL[right(nprocs, rank)] == 1;
    assigns sizesL[right(nprocs, rank)];
    ensures \result == chansL[right(nprocs, rank)] && sizesL[right(nprocs, rank)] == 0; */
double recvL(void);

/* ---- 5. Interleave stubs: the other processes change any shared ghost state keeping
 * phi, but not this process's counters nor the messages it put in its channels; each
 * ensures that the next communication is enabled (deadlock freedom is part 7). */
/*@ requires inv;
    assigns sizesR[0 .. nprocs - 1], chansR[0 .. nprocs - 1],
            sizesL[0 .. nprocs - 1], chansL[0 .. nprocs - 1],
            scR[0 .. nprocs - 1], scL[0 .. nprocs - 1],
            rcR[0 .. nprocs - 1], rcL[0 .. nprocs - 1];
    ensures scR[rank] == \old(scR[rank]) && scL[rank] == \old(scL[rank]);
    ensures rcR[rank] == \old(rcR[rank]) && rcL[rank] == \old(rcL[rank]);
    ensures chansR[rank] == \old(chansR[rank]) && chansL[rank] == \old(chansL[rank]);
    ensures inv;
    ensures sizesR[rank] == 0; */
void presendR_interleave(void);

/*@ requires inv;
    assigns sizesR[0 .. nprocs - 1], chansR[0 .. nprocs - 1],
            sizesL[0 .. nprocs - 1], chansL[0 .. nprocs - 1],
            scR[0 .. nprocs - 1], scL[0 .. nprocs - 1],
            rcR[0 .. nprocs - 1], rcL[0 .. nprocs - 1];
    ensures scR[rank] == \old(scR[rank]) && scL[rank] == \old(scL[rank]);
    ensures rcR[rank] == \old(rcR[rank]) && rcL[rank] == \old(rcL[rank]);
    ensures chansR[rank] == \old(chansR[rank]) && chansL[rank] == \old(chansL[rank]);
    ensures inv;
    ensures sizesL[rank] == 0; */
void presendL_interleave(void);

/*@ requires inv;
    assigns sizesR[0 .. nprocs - 1], chansR[0 .. nprocs - 1],
            sizesL[0 .. nprocs - 1], chansL[0 .. nprocs - 1],
            scR[0 .. nprocs - 1], scL[0 .. nprocs - 1],
            rcR[0 .. nprocs - 1], rcL[0 .. nprocs - 1];
    ensures scR[rank] == \old(scR[rank]) && scL[rank] == \old(scL[rank]);
    ensures rcR[rank] == \old(rcR[rank]) && rcL[rank] == \old(rcL[rank]);
    ensures chansR[rank] == \old(chansR[rank]) && chansL[rank] == \old(chansL[rank]);
    ensures inv;
    ensures sizesR[left(nprocs, rank)] == 1; */
void prerecvR_interleave(void);

/*@ requires inv;
    assigns sizesR[0 .. nprocs - 1], chansR[0 .. nprocs - 1],
            sizesL[0 .. nprocs - 1], chansL[0 .. nprocs - 1],
            scR[0 .. nprocs - 1], scL[0 .. nprocs - 1],
            rcR[0 .. nprocs - 1], rcL[0 .. nprocs - 1];
    ensures scR[rank] == \old(scR[rank]) && scL[rank] == \old(scL[rank]);
    ensures rcR[rank] == \old(rcR[rank]) && rcL[rank] == \old(rcL[rank]);
    ensures chansR[rank] == \old(chansR[rank]) && chansL[rank] == \old(chansL[rank]);
    ensures inv;
    ensures sizesL[right(nprocs, rank)] == 1; */
void prerecvL_interleave(void);

/* ---- 6. The projected process (diffuse() of diffusion.c). Its blocks are [sendR],
 * [sendL], [recvR], [recvL; update loop; copy loop; t++; test]; each communication
 * block is a function of its own (and so is the update, a local computation), which
 * changes nothing in the projection but gives each proof obligation only its block's
 * hypotheses: inlined in one loop body, every goal carried the 50-odd quantified
 * assertions of the blocks before it, and goals that need one instance of one of them
 * (sendR_inv5R, recvR_inv3R, recvL_inv3L) timed out at 20 s, changing from run to run.
 * After each ghost update phi is asserted one conjunct at a time (the provers fail on
 * phi at once), with hints that instantiate it at rank. */

/*@ predicate counts(integer r, integer a, integer b, integer c, integer d) =
      scR[r] == a && scL[r] == b && rcR[r] == c && rcL[r] == d;
    predicate cells(integer t) = \forall integer i; 1 <= i <= nxl ==>
      u[i] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank) + i - 1); */

/* Block 1: send the last cell to the right. */
/*@ requires inv && 0 <= t < nsteps && 1 <= nxl <= INT_MAX - 2;
    requires counts(rank, t, t, t, t);
    requires last: u[nxl] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank) + nxl - 1);
    assigns sizesR[0 .. nprocs - 1], chansR[0 .. nprocs - 1],
            sizesL[0 .. nprocs - 1], chansL[0 .. nprocs - 1],
            scR[0 .. nprocs - 1], scL[0 .. nprocs - 1],
            rcR[0 .. nprocs - 1], rcL[0 .. nprocs - 1];
    ensures inv && counts(rank, t + 1, t, t, t); */
void block_sendR(int t) {
  presendR_interleave();
  sendR(u[nxl]);
  //@ ghost scR[rank]++;
  //@ assert sendR_value: chansR[rank] == oracle(k, ncells(nprocs, nxl), scR[rank] - 1, first(nxl, rank) + nxl - 1);
  //@ assert sendR_inv1R: inv1R;
  //@ assert sendR_inv1L: inv1L;
  //@ assert sendR_inv2R: inv2R;
  //@ assert sendR_inv2L: inv2L;
  //@ assert sendR_inv3R: inv3R;
  //@ assert sendR_inv3L: inv3L;
  //@ assert sendR_inv4R: inv4R;
  //@ assert sendR_inv4L: inv4L;
  //@ assert sendR_inv5R: inv5R;
  //@ assert sendR_inv5L: inv5L;
  //@ assert sendR_at1: at1(rank);
  //@ assert sendR_inv6: inv6;
}

/* Block 2: send the first cell to the left. */
/*@ requires inv && 0 <= t < nsteps && 1 <= nxl <= INT_MAX - 2;
    requires counts(rank, t + 1, t, t, t);
    requires first_cell: u[1] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank));
    assigns sizesR[0 .. nprocs - 1], chansR[0 .. nprocs - 1],
            sizesL[0 .. nprocs - 1], chansL[0 .. nprocs - 1],
            scR[0 .. nprocs - 1], scL[0 .. nprocs - 1],
            rcR[0 .. nprocs - 1], rcL[0 .. nprocs - 1];
    ensures inv && counts(rank, t + 1, t + 1, t, t); */
void block_sendL(int t) {
  presendL_interleave();
  sendL(u[1]);
  //@ ghost scL[rank]++;
  //@ assert sendL_value: chansL[rank] == oracle(k, ncells(nprocs, nxl), scL[rank] - 1, first(nxl, rank));
  //@ assert sendL_inv1R: inv1R;
  //@ assert sendL_inv1L: inv1L;
  //@ assert sendL_inv2R: inv2R;
  //@ assert sendL_inv2L: inv2L;
  //@ assert sendL_inv3R: inv3R;
  //@ assert sendL_inv3L: inv3L;
  //@ assert sendL_inv4R: inv4R;
  //@ assert sendL_inv4L: inv4L;
  //@ assert sendL_inv5R: inv5R;
  //@ assert sendL_inv5L: inv5L;
  //@ assert sendL_at2: at2(rank);
  //@ assert sendL_inv6: inv6;
}

/* Block 3: receive the left ghost cell. Hints: inv4R at rank says the left neighbour
 * has sent t + 1 rightward messages, so by inv5R the message waiting is its last cell
 * at step t, which is the cell left of this block's first (block_left). */
/*@ requires inv && 0 <= t < nsteps && 1 <= nxl <= INT_MAX - 2;
    requires counts(rank, t + 1, t + 1, t, t);
    assigns u[0],
sizesR[0 .. nprocs - 1], chansR[0 .. nprocs - 1],
            sizesL[0 .. nprocs - 1], chansL[0 .. nprocs - 1],
            scR[0 .. nprocs - 1], scL[0 .. nprocs - 1],
            rcR[0 .. nprocs - 1], rcL[0 .. nprocs - 1];
    ensures inv && counts(rank, t + 1, t + 1, t + 1, t);
    ensures ghost_left: u[0] == oracle(k, ncells(nprocs, nxl), t, left(ncells(nprocs, nxl), first(nxl, rank))); */
void block_recvR(int t) {
  prerecvR_interleave();
  //@ assert recvR_count: scR[left(nprocs, rank)] == t + 1;
  //@ assert recvR_value: chansR[left(nprocs, rank)] == oracle(k, ncells(nprocs, nxl), t, first(nxl, left(nprocs, rank)) + nxl - 1);
  //@ assert recvR_dist: first(nxl, left(nprocs, rank)) + nxl - 1 == left(ncells(nprocs, nxl), first(nxl, rank));
  u[0] = recvR();
  //@ ghost rcR[rank]++;
  //@ assert recvR_rank: rcR[rank] == t + 1 && t + 1 <= nsteps;
  //@ assert recvR_inv1R: inv1R;
  //@ assert recvR_inv1L: inv1L;
  //@ assert recvR_inv2R: inv2R;
  //@ assert recvR_inv2L: inv2L;
  //@ assert recvR_inv3R: inv3R;
  //@ assert recvR_inv3L: inv3L;
  //@ assert recvR_inv4R: inv4R;
  //@ assert recvR_inv4L: inv4L;
  //@ assert recvR_inv5R: inv5R;
  //@ assert recvR_inv5L: inv5L;
  //@ assert recvR_at3: at3(rank);
  //@ assert recvR_inv6: inv6;
}

/* Block 4 (its communication part): receive the right ghost cell. */
/*@ requires inv && 0 <= t < nsteps && 1 <= nxl <= INT_MAX - 2;
    requires counts(rank, t + 1, t + 1, t + 1, t);
    assigns u[nxl + 1],
sizesR[0 .. nprocs - 1], chansR[0 .. nprocs - 1],
            sizesL[0 .. nprocs - 1], chansL[0 .. nprocs - 1],
            scR[0 .. nprocs - 1], scL[0 .. nprocs - 1],
            rcR[0 .. nprocs - 1], rcL[0 .. nprocs - 1];
    ensures inv && counts(rank, t + 1, t + 1, t + 1, t + 1);
    ensures ghost_right: u[nxl + 1] == oracle(k, ncells(nprocs, nxl), t, right(ncells(nprocs, nxl), first(nxl, rank) + nxl - 1)); */
void block_recvL(int t) {
  prerecvL_interleave();
  //@ assert recvL_count: scL[right(nprocs, rank)] == t + 1;
  //@ assert recvL_value: chansL[right(nprocs, rank)] == oracle(k, ncells(nprocs, nxl), t, first(nxl, right(nprocs, rank)));
  //@ assert recvL_dist: first(nxl, right(nprocs, rank)) == right(ncells(nprocs, nxl), first(nxl, rank) + nxl - 1);
  u[nxl + 1] = recvL();
  //@ ghost rcL[rank]++;
  //@ assert recvL_rank: rcL[rank] == t + 1 && t + 1 <= nsteps;
  //@ assert recvL_inv1R: inv1R;
  //@ assert recvL_inv1L: inv1L;
  //@ assert recvL_inv2R: inv2R;
  //@ assert recvL_inv2L: inv2L;
  //@ assert recvL_inv3R: inv3R;
  //@ assert recvL_inv3L: inv3L;
  //@ assert recvL_inv4R: inv4R;
  //@ assert recvL_inv4L: inv4L;
  //@ assert recvL_inv5R: inv5R;
  //@ assert recvL_inv5L: inv5L;
  //@ assert recvL_at0: at0(rank);
  //@ assert recvL_inv6: inv6;
}

/* The update of the owned cells, a local computation. As a function of its own t + 1
 * stays a term of the goal (inlined, Qed rewrote t + 1 into a neighbour's send count). */
/*@ requires 1 <= nxl <= INT_MAX - 2 && 0 <= t && 0 <= rank < nprocs;
    requires dist: 0 <= first(nxl, rank) && first(nxl, rank) + nxl <= ncells(nprocs, nxl);
    requires cells: \forall integer i; 1 <= i <= nxl ==>
      u[i] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank) + i - 1);
    requires ghost_left: u[0] == oracle(k, ncells(nprocs, nxl), t, left(ncells(nprocs, nxl), first(nxl, rank)));
    requires ghost_right: u[nxl + 1] == oracle(k, ncells(nprocs, nxl), t, right(ncells(nprocs, nxl), first(nxl, rank) + nxl - 1));
    assigns u_new[1 .. nxl];
    ensures updated: \forall integer i; 1 <= i <= nxl ==>
      u_new[i] == oracle(k, ncells(nprocs, nxl), t + 1, first(nxl, rank) + i - 1); */
void update(int t) {
  /*@ loop invariant 1 <= i <= nxl + 1;
      loop invariant upd: \forall integer j; 1 <= j < i ==>
        u_new[j] == oracle(k, ncells(nprocs, nxl), t + 1, first(nxl, rank) + j - 1);
      loop assigns i, u_new[1 .. nxl];
      loop variant nxl + 1 - i; */
  for (int i = 1; i <= nxl; i++) {
    /* Hints: the neighbours of cell i in global terms (ghost cells at the ends). */
    //@ assert upd_l: u[i - 1] == oracle(k, ncells(nprocs, nxl), t, left(ncells(nprocs, nxl), first(nxl, rank) + i - 1));
    //@ assert upd_c: u[i] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank) + i - 1);
    //@ assert upd_r: u[i + 1] == oracle(k, ncells(nprocs, nxl), t, right(ncells(nprocs, nxl), first(nxl, rank) + i - 1));
    u_new[i] = u[i] + k * (u[i + 1] + u[i - 1] - 2 * u[i]);
    //@ assert upd_scheme: u_new[i] == scheme(k, u[i - 1], u[i], u[i + 1]);
    //@ assert upd_i: u_new[i] == oracle(k, ncells(nprocs, nxl), t + 1, first(nxl, rank) + i - 1);
  }
}

/* The process: the blocks in the loop, the copy back, the counter. The post-condition
 * is the functional property: every owned cell holds the global solution after nsteps
 * steps at its global index. */
/*@ requires inv;
    requires nxl <= INT_MAX - 2;
    requires counts(rank, 0, 0, 0, 0);
    requires init: cells(0);
    assigns u[0 .. nxl + 1], u_new[1 .. nxl],
            sizesR[0 .. nprocs - 1], chansR[0 .. nprocs - 1],
            sizesL[0 .. nprocs - 1], chansL[0 .. nprocs - 1],
            scR[0 .. nprocs - 1], scL[0 .. nprocs - 1],
            rcR[0 .. nprocs - 1], rcL[0 .. nprocs - 1];
    ensures post: \forall integer i; 1 <= i <= nxl ==>
      u[i] == oracle(k, ncells(nprocs, nxl), nsteps, first(nxl, rank) + i - 1);
    ensures inv && counts(rank, nsteps, nsteps, nsteps, nsteps); */
void diffuse(void) {
  int t = 0;
  /* The block distribution of this process, once (axioms block_* at rank). */
  //@ assert dist_in: 0 <= first(nxl, rank) && first(nxl, rank) + nxl <= ncells(nprocs, nxl);
  /*@ loop invariant inv && 0 <= t <= nsteps;
      loop invariant counts(rank, t, t, t, t);
      loop invariant cells: cells(t);
      loop assigns t, u[0 .. nxl + 1], u_new[1 .. nxl],
                   sizesR[0 .. nprocs - 1], chansR[0 .. nprocs - 1],
                   sizesL[0 .. nprocs - 1], chansL[0 .. nprocs - 1],
                   scR[0 .. nprocs - 1], scL[0 .. nprocs - 1],
                   rcR[0 .. nprocs - 1], rcL[0 .. nprocs - 1];
      loop variant nsteps - t; */
  while (t < nsteps) {
    //@ assert last: u[nxl] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank) + nxl - 1);
    //@ assert first_cell: u[1] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank));
    block_sendR(t);
    block_sendL(t);
    block_recvR(t);
    block_recvL(t);
    //@ assert cells_t: cells(t);
    update(t);
    /*@ loop invariant 1 <= i <= nxl + 1;
        loop invariant copied: \forall integer j; 1 <= j < i ==> u[j] == u_new[j];
        loop assigns i, u[1 .. nxl];
        loop variant nxl + 1 - i; */
    for (int i = 1; i <= nxl; i++)
      u[i] = u_new[i];
    //@ assert cells_t1: cells(t + 1);
    t++;
  }
}

/* ---- 7. Deadlock freedom (Section IV.A). Communication statements of a step are
 * numbered 0 (sendR), 1 (sendL), 2 (recvR), 3 (recvL); the counts say where a process
 * is (at0..at3 of part 3). Process i has terminated when it is at 0 with all counts
 * nsteps; otherwise it waits at a send (enabled when that outgoing channel is empty) or
 * at a receive (enabled when that incoming channel is full). EN: every process has
 * terminated, or some process is enabled. */
/*@ predicate terminated(integer i) =
      scR[i] == nsteps && scL[i] == nsteps && rcR[i] == nsteps && rcL[i] == nsteps;
    predicate enabled(integer i) =
         (at0(i) && scR[i] < nsteps && sizesR[i] == 0)
      || (at1(i) && sizesL[i] == 0)
      || (at2(i) && sizesR[left(nprocs, i)] == 1)
      || (at3(i) && sizesL[right(nprocs, i)] == 1);
    predicate EN = (\forall integer i; 0 <= i < nprocs ==> terminated(i))
      || (\exists integer i; 0 <= i < nprocs && enabled(i));
    // the progress of process i: the communication statements it executed
    logic integer prog(integer i) = scR[i] + scL[i] + rcR[i] + rcL[i]; */

/* inv -> EN for every nprocs, as the contract of a ghost function: for every state
 * satisfying inv it returns an enabled process, or -1 when every process has
 * terminated. The argument (simpler than the ring walk of exchanger_ipp.c): a process m
 * of least progress is enabled unless it has terminated. Its neighbours have progress
 * >= prog(m), and with the channel relations inv4R/inv4L:
 *   at 0 (s,s,s,s): a full R channel would mean rcR[right(m)] == s - 1, so right(m)
 *     would have progress <= 4s - 2;
 *   at 1 (s+1,s,s,s): a full L channel would mean rcL[left(m)] == s - 1, progress
 *     <= 4s - 1 for left(m);
 *   at 2 (s+1,s+1,s,s): an empty R channel of left(m) would mean scR[left(m)] == s,
 *     progress <= 4s for left(m);
 *   at 3 (s+1,s+1,s+1,s): an empty L channel of right(m) would mean scL[right(m)] == s,
 *     progress <= 4s + 1 for right(m);
 * each less than prog(m). If m has terminated, prog(m) == 4 nsteps is the least and
 * every count is at most nsteps, so every process has terminated. */
/*@ ghost
  /@ requires inv && 1 <= nprocs;
    assigns \nothing;
    ensures \result == -1 ==> (\forall integer i; 0 <= i < nprocs ==> terminated(i));
    ensures \result != -1 ==> 0 <= \result < nprocs && enabled(\result);
    ensures EN; @/
int deadlock_free(void) {
  int m = 0;
  int q = 1;
  /@ loop invariant 1 <= q <= nprocs && 0 <= m < q;
      loop invariant least: \forall integer j; 0 <= j < q ==> prog(m) <= prog(j);
      loop assigns q, m;
      loop variant nprocs - q; @/
  while (q < nprocs) {
    // prog(i) == 4 * rcL[i] + d(i) with d(i) in 0..3 (inv6): compare without overflow.
    /@ assert inv6_q: at0(q) || at1(q) || at2(q) || at3(q); @/
    /@ assert inv6_m: at0(m) || at1(m) || at2(m) || at3(m); @/
    /@ assert bounds_q: 0 <= rcL[q] <= nsteps && 0 <= scR[q] <= nsteps; @/
    /@ assert bounds_m: 0 <= rcL[m] <= nsteps && 0 <= scR[m] <= nsteps; @/
    int dq = (scR[q] - rcL[q]) + (scL[q] - rcL[q]) + (rcR[q] - rcL[q]);
    int dm = (scR[m] - rcL[m]) + (scL[m] - rcL[m]) + (rcR[m] - rcL[m]);
    if (rcL[q] < rcL[m] || (rcL[q] == rcL[m] && dq < dm)) {
      /@ assert less: prog(q) < prog(m); @/
      m = q;
    } else {
      /@ assert not_less: prog(m) <= prog(q); @/
    }
    q++;
  }
  /@ assert ring_m: left(nprocs, right(nprocs, m)) == m && right(nprocs, left(nprocs, m)) == m; @/
  /@ assert least_left: prog(m) <= prog(left(nprocs, m)); @/
  /@ assert least_right: prog(m) <= prog(right(nprocs, m)); @/
  /@ assert inv6_m: at0(m) || at1(m) || at2(m) || at3(m); @/
  /@ assert inv6_left: at0(left(nprocs, m)) || at1(left(nprocs, m)) || at2(left(nprocs, m)) || at3(left(nprocs, m)); @/
  /@ assert inv6_right: at0(right(nprocs, m)) || at1(right(nprocs, m)) || at2(right(nprocs, m)) || at3(right(nprocs, m)); @/
  /@ assert inv1_m: 0 <= sizesR[m] <= 1 && 0 <= sizesL[m] <= 1; @/
  /@ assert inv1_left: 0 <= sizesR[left(nprocs, m)] <= 1; @/
  /@ assert inv1_right: 0 <= sizesL[right(nprocs, m)] <= 1; @/
  /@ assert inv4R_right: rcR[right(nprocs, m)] == scR[m] - sizesR[m]; @/
  /@ assert inv4L_left: rcL[left(nprocs, m)] == scL[m] - sizesL[m]; @/
  /@ assert inv4R_m: rcR[m] == scR[left(nprocs, m)] - sizesR[left(nprocs, m)]; @/
  /@ assert inv4L_m: rcL[m] == scL[right(nprocs, m)] - sizesL[right(nprocs, m)]; @/
  if (scR[m] == nsteps && scL[m] == nsteps && rcR[m] == nsteps && rcL[m] == nsteps) {
    /@ assert all_terminated: \forall integer i; 0 <= i < nprocs ==> terminated(i); @/
    return -1;
  }
  /@ assert m_enabled: enabled(m); @/
  return m;
}
*/
