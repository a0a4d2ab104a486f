/* tass-test
 * run: tass ipp --timeout 40 --cross-check=0 $FILE
 * expect: holds
 */
/* The 1-d diffusion solver (diffusion.c, seed 003 Section VI) as an MPI program
 * annotated for `tass ipp`: two channels (rightward tag 0, leftward tag 1), the global
 * invariant, the oracle, the contracts and the proof of deadlock freedom. `tass ipp`
 * generates its invariant-preserving projection and Frama-C/WP proves it for every
 * number of processes. The content is that of the hand-written projection
 * diffusion_ipp.c, whose comments say why each strategy is needed: the block
 * distribution is abstract (axioms Blocks, proved of r * nx by the lemmas model_*),
 * the stencil goes through the logic function `scheme`, each communication block and
 * the update are functions of their own (smaller proof contexts), with instantiation
 * hints. The program is diffusion.c structured that way: each function is plain C and
 * MPI, so `tass verify` runs it too (the cross-check of `tass ipp`).
 *
 * Figures (Frama-C 25.0, Why3 1.5.1, Z3 4.8.12, CVC5 1.0.3; 2 shared cores, -wp-par 2,
 * --timeout 20): 534 obligations, 534 proved, 113 of them deadlock freedom (the ghost
 * function below); proof 162-170 s wall (slowest goal 3.6 s, so the default 10 s per
 * goal suffices on an idle machine; 20 s leaves room on a loaded one). The cross-check
 * is off in the run line: with the axiomatic oracle its searches cannot confirm a
 * counterexample and end unknown (-np=1: a possible violation; -np=2, 3: the 60 s time
 * limit), which adds 3 minutes and no information; diffusion.c, the same solver without
 * annotations, is checked by the search at -np=1..3.
 *
 * What is proved, for every nprocs >= 1 (nxl and nsteps as main sets them; the blocks
 * for every 1 <= nxl <= NXL and nsteps >= 0): the functional property (`post` of
 * diffuse and `result` in main: every owned cell holds the global solution after nsteps
 * steps at its global index), the invariant at every communication, deadlock freedom
 * and termination. Assumed: the axioms (listed by the report; consistent, see Blocks
 * and Concrete), doubles as reals, channel capacity 1. */
#include <mpi.h>

#define NXL 2
#define NSTEPS 2
#define LEFT(pid) ((pid) > 0 ? (pid) - 1 : nprocs - 1)
#define RIGHT(pid) ((pid) < nprocs - 1 ? (pid) + 1 : 0)

int rank, nprocs, nsteps, nxl;
double k;
double u[NXL + 2], u_new[NXL + 2];

/* left and right on a ring of n: of processes (n = nprocs) and of global cells
 * (n = ncells(nprocs, nxl), the periodic boundary). */
/*@ logic integer left(integer n, integer i) = i > 0 ? i - 1 : n - 1;
    logic integer right(integer n, integer i) = i < n - 1 ? i + 1 : 0; */

/* The block distribution: process r owns the global cells first(nx, r) .. first(nx, r)
 * + nx - 1 of ncells(n, nx) cells. The proofs of the blocks see first and ncells as
 * abstract functions constrained by the three axioms below (with the product r * nx in
 * their context the provers fail, diffusion_ipp.c part 2); the lemmas model_* prove that
 * r * nx and n * nx satisfy them, so the axioms are consistent with the intended
 * interpretation, which the axiomatic Concrete below states. */
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
 * periodic scheme with coefficient kk on n cells (seed 003 Fig. 4). The step goes
 * through the logic function scheme, so that the program's update and the axiom meet by
 * congruence (diffusion_ipp.c part 2). */
/*@ // the scheme at one cell: its value c, its neighbours l and r
    logic real scheme(real kk, real l, real c, real r) = c + kk * (r + l - 2 * c);
    axiomatic Oracle {
      logic real oracle(real kk, integer n, integer t, integer j);
      axiom oracle_step: \forall real kk, integer n, t, j; 0 <= t && 0 <= j < n ==>
        oracle(kk, n, t + 1, j) == scheme(kk, oracle(kk, n, t, left(n, j)),
          oracle(kk, n, t, j), oracle(kk, n, t, right(n, j)));
    } */

/* The concrete data, which only the initialisation needs: the block distribution is
 * the product (consistent with Blocks by the lemmas model_*), and the oracle starts
 * from the initial data of diffusion.c. WP puts an axiomatic's axioms in the context of
 * the goals that name one of its symbols, here init_value: only the initialisation's
 * goals see these non-linear terms. */
/*@ axiomatic Concrete {
      logic real init_value(integer j) = 1.0 * j * j + 1.0;
      axiom first_product: \forall integer nx, r; first(nx, r) == r * nx;
      axiom ncells_product: \forall integer n, nx; ncells(n, nx) == n * nx;
      axiom oracle_init: \forall real kk, integer n, j; oracle(kk, n, 0, j) == init_value(j);
    } */

/* Rightward messages (a process's last cell) carry tag 0, leftward ones (its first
 * cell) tag 1. Communication sites, in the order of the file: 0 the send to the right,
 * 1 the send to the left, 2 the receive from the left, 3 the receive from the right. */
/*@ ipp channel R: to RIGHT(rank) from LEFT(rank) tag 0; */
/*@ ipp channel L: to LEFT(rank) from RIGHT(rank) tag 1; */

/* Set by main before any communication, to the same value on every process. */
/*@ ipp uniform nsteps; */
/*@ ipp uniform nxl; */
/*@ ipp uniform k; */

/*@ ipp deadlock proof deadlock_free; */

/* Program order: a step is sendR, sendL, recvR, recvL, so the counts (R_sent, L_sent,
 * R_recvd, L_recvd) of a process are (s, s, s, s), (s+1, s, s, s), (s+1, s+1, s, s) or
 * (s+1, s+1, s+1, s): it is before site 0, 1, 2 or 3 of a step. */
/*@ predicate at0(integer i) = R_sent[i] == L_sent[i] && L_sent[i] == R_recvd[i] && R_recvd[i] == L_recvd[i];
    predicate at1(integer i) = R_sent[i] == L_sent[i] + 1 && L_sent[i] == R_recvd[i] && R_recvd[i] == L_recvd[i];
    predicate at2(integer i) = R_sent[i] == L_sent[i] && L_sent[i] == R_recvd[i] + 1 && R_recvd[i] == L_recvd[i];
    predicate at3(integer i) = R_sent[i] == L_sent[i] && L_sent[i] == R_recvd[i] && R_recvd[i] == L_recvd[i] + 1;
    predicate terminated(integer i) =
      R_sent[i] == nsteps && L_sent[i] == nsteps && R_recvd[i] == nsteps && L_recvd[i] == nsteps;
    predicate counts(integer r, integer a, integer b, integer c, integer d) =
      R_sent[r] == a && L_sent[r] == b && R_recvd[r] == c && L_recvd[r] == d;
    // the progress of process i: the communications it made
    logic integer prog(integer i) = R_sent[i] + L_sent[i] + R_recvd[i] + L_recvd[i]; */

/* The global invariant (diffusion_ipp.c part 3, and where each process is). */
/*@ ipp invariant params: 1 <= nxl && 0 <= nsteps; */
/*@ ipp invariant inv1R: \forall integer i; 0 <= i < nprocs ==> 0 <= R_size[i] <= 1; */
/*@ ipp invariant inv1L: \forall integer i; 0 <= i < nprocs ==> 0 <= L_size[i] <= 1; */
/*@ ipp invariant inv2R: \forall integer i; 0 <= i < nprocs ==> 0 <= R_sent[i] <= nsteps; */
/*@ ipp invariant inv2L: \forall integer i; 0 <= i < nprocs ==> 0 <= L_sent[i] <= nsteps; */
/*@ ipp invariant inv3R: \forall integer i; 0 <= i < nprocs ==> 0 <= R_recvd[i] <= nsteps; */
/*@ ipp invariant inv3L: \forall integer i; 0 <= i < nprocs ==> 0 <= L_recvd[i] <= nsteps; */
/* i received in each direction what its neighbour sent, minus what is buffered. */
/*@ ipp invariant inv4R: \forall integer i; 0 <= i < nprocs ==>
      R_recvd[i] == R_sent[left(nprocs, i)] - R_size[left(nprocs, i)]; */
/*@ ipp invariant inv4L: \forall integer i; 0 <= i < nprocs ==>
      L_recvd[i] == L_sent[right(nprocs, i)] - L_size[right(nprocs, i)]; */
/* Seed 003 Fig. 5: a buffered message is the sender's boundary cell (last cell
 * rightward, first cell leftward), in global terms, at the step it was sent. */
/*@ ipp invariant inv5R: \forall integer i; 0 <= i < nprocs ==> (R_size[i] == 1 ==>
      R_msg[i] == oracle(k, ncells(nprocs, nxl), R_sent[i] - 1, first(nxl, i) + nxl - 1)); */
/*@ ipp invariant inv5L: \forall integer i; 0 <= i < nprocs ==> (L_size[i] == 1 ==>
      L_msg[i] == oracle(k, ncells(nprocs, nxl), L_sent[i] - 1, first(nxl, i))); */
/*@ ipp invariant inv6: \forall integer i; 0 <= i < nprocs ==>
      (at0(i) || at1(i) || at2(i) || at3(i)); */
/* Where each process is, in terms of its counts: what deadlock freedom needs. */
/*@ ipp invariant pc_range: \forall integer i; 0 <= i < nprocs ==> -2 <= ipp_pc[i] <= 3; */
/*@ ipp invariant pc_0: \forall integer i; 0 <= i < nprocs ==>
      (ipp_pc[i] == 0 ==> at0(i) && R_sent[i] < nsteps); */
/*@ ipp invariant pc_1: \forall integer i; 0 <= i < nprocs ==> (ipp_pc[i] == 1 ==> at1(i)); */
/*@ ipp invariant pc_2: \forall integer i; 0 <= i < nprocs ==> (ipp_pc[i] == 2 ==> at2(i)); */
/*@ ipp invariant pc_3: \forall integer i; 0 <= i < nprocs ==> (ipp_pc[i] == 3 ==> at3(i)); */
/*@ ipp invariant pc_done: \forall integer i; 0 <= i < nprocs ==>
      (ipp_pc[i] == -2 ==> terminated(i)); */

/* Deadlock freedom for every nprocs (seed 003 IV.A; diffusion_ipp.c part 7): a process
 * m of least progress is enabled unless it has terminated. Its neighbours have progress
 * >= prog(m), and with the channel relations inv4R/inv4L:
 *   at site 0 (s,s,s,s): a full R channel would mean R_recvd[right(m)] == s - 1;
 *   at site 1 (s+1,s,s,s): a full L channel would mean L_recvd[left(m)] == s - 1;
 *   at site 2 (s+1,s+1,s,s): an empty R channel of left(m) would mean R_sent[left(m)] == s;
 *   at site 3 (s+1,s+1,s+1,s): an empty L channel of right(m) would mean L_sent[right(m)] == s;
 * each gives a neighbour of less progress. If m has terminated, prog(m) == 4 nsteps is
 * the least and every count is at most nsteps: every process has made all its
 * communications, and has terminated or runs its last block (enabled). tass ipp gives it
 * the contract `requires ipp_inv; assigns \nothing; ensures ipp_EN;`. */
/*@ ghost
int deadlock_free(void) {
  int m = 0;
  int q = 1;
  /@ loop invariant 1 <= q <= nprocs && 0 <= m < q;
      loop invariant least: \forall integer j; 0 <= j < q ==> prog(m) <= prog(j);
      loop assigns q, m;
      loop variant nprocs - q; @/
  while (q < nprocs) {
    // prog(i) == 4 * L_recvd[i] + d(i) with d(i) in 0 .. 3 (inv6): compared without overflow.
    /@ assert inv6_q: at0(q) || at1(q) || at2(q) || at3(q); @/
    /@ assert inv6_m: at0(m) || at1(m) || at2(m) || at3(m); @/
    /@ assert bounds_q: 0 <= L_recvd[q] <= nsteps && 0 <= R_sent[q] <= nsteps; @/
    /@ assert bounds_m: 0 <= L_recvd[m] <= nsteps && 0 <= R_sent[m] <= nsteps; @/
    int dq = (R_sent[q] - L_recvd[q]) + (L_sent[q] - L_recvd[q]) + (R_recvd[q] - L_recvd[q]);
    int dm = (R_sent[m] - L_recvd[m]) + (L_sent[m] - L_recvd[m]) + (R_recvd[m] - L_recvd[m]);
    if (L_recvd[q] < L_recvd[m] || (L_recvd[q] == L_recvd[m] && dq < dm)) {
      /@ assert less: prog(q) < prog(m); @/
      m = q;
    } else {
      /@ assert not_less: prog(m) <= prog(q); @/
    }
    q++;
  }
  if (ipp_pc[m] == -1) {
    /@ assert running: ipp_enabled(m); @/
    return m;
  }
  /@ assert pc_m: -2 <= ipp_pc[m] <= 3; @/
  if (ipp_pc[m] == -2) {
    /@ assert m_done: terminated(m) && prog(m) == 4 * nsteps; @/
    int j = 0;
    /@ loop invariant 0 <= j <= nprocs;
        loop invariant done: \forall integer i; 0 <= i < j ==> ipp_pc[i] == -2;
        loop assigns j;
        loop variant nprocs - j; @/
    while (j < nprocs) {
      if (ipp_pc[j] == -1) {
        /@ assert found_running: ipp_enabled(j); @/
        return j;
      }
      /@ assert least_j: prog(m) <= prog(j); @/
      /@ assert bounds_j: R_sent[j] <= nsteps && L_sent[j] <= nsteps
          && R_recvd[j] <= nsteps && L_recvd[j] <= nsteps; @/
      /@ assert j_all: terminated(j); @/
      /@ assert pc_j: -2 <= ipp_pc[j] <= 3 && (ipp_pc[j] == 0 ==> R_sent[j] < nsteps)
          && (ipp_pc[j] == 1 ==> at1(j)) && (ipp_pc[j] == 2 ==> at2(j))
          && (ipp_pc[j] == 3 ==> at3(j)); @/
      /@ assert j_done: ipp_pc[j] == -2; @/
      j++;
    }
    /@ assert all_terminated: \forall integer i; 0 <= i < nprocs ==> ipp_pc[i] == -2; @/
    return -1;
  }
  /@ assert ring_m: left(nprocs, right(nprocs, m)) == m && right(nprocs, left(nprocs, m)) == m; @/
  /@ assert macros_m: LEFT(m) == left(nprocs, m) && RIGHT(m) == right(nprocs, m); @/
  /@ assert least_left: prog(m) <= prog(left(nprocs, m)); @/
  /@ assert least_right: prog(m) <= prog(right(nprocs, m)); @/
  /@ assert inv6_m: at0(m) || at1(m) || at2(m) || at3(m); @/
  /@ assert inv6_left: at0(left(nprocs, m)) || at1(left(nprocs, m)) || at2(left(nprocs, m)) || at3(left(nprocs, m)); @/
  /@ assert inv6_right: at0(right(nprocs, m)) || at1(right(nprocs, m)) || at2(right(nprocs, m)) || at3(right(nprocs, m)); @/
  /@ assert inv1_m: 0 <= R_size[m] <= 1 && 0 <= L_size[m] <= 1; @/
  /@ assert inv1_left: 0 <= R_size[left(nprocs, m)] <= 1; @/
  /@ assert inv1_right: 0 <= L_size[right(nprocs, m)] <= 1; @/
  /@ assert inv4R_right: R_recvd[right(nprocs, m)] == R_sent[m] - R_size[m]; @/
  /@ assert inv4L_left: L_recvd[left(nprocs, m)] == L_sent[m] - L_size[m]; @/
  /@ assert inv4R_m: R_recvd[m] == R_sent[left(nprocs, m)] - R_size[left(nprocs, m)]; @/
  /@ assert inv4L_m: L_recvd[m] == L_sent[right(nprocs, m)] - L_size[right(nprocs, m)]; @/
  /@ assert waiting: ipp_pc[m] == 0 && at0(m) && R_sent[m] < nsteps || ipp_pc[m] == 1 && at1(m)
      || ipp_pc[m] == 2 && at2(m) || ipp_pc[m] == 3 && at3(m); @/
  /@ assert m_enabled: ipp_enabled(m); @/
  return m;
}
*/

/* The cells of this process hold the global solution after t steps. */
/*@ predicate cells(integer t) = \forall integer i; 1 <= i <= nxl ==>
      u[i] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank) + i - 1); */

/* The initial value of global cell j. */
/*@ assigns \nothing;
    ensures \result == init_value(j); */
double init(long long j) { return 1.0 * j * j + 1.0; }

/* Block 1: send the last cell to the right. */
/*@ requires ipp_inv && 0 <= t < nsteps && 1 <= nxl <= NXL;
    requires counts(rank, t, t, t, t);
    requires last: u[nxl] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank) + nxl - 1);
    assigns \nothing;
    ensures ipp_inv && counts(rank, t + 1, t, t, t); */
void send_right(int t) {
  MPI_Send(&u[nxl], 1, MPI_DOUBLE, RIGHT(rank), 0, MPI_COMM_WORLD);
  //@ assert sendR_value: R_msg[rank] == oracle(k, ncells(nprocs, nxl), R_sent[rank] - 1, first(nxl, rank) + nxl - 1);
}

/* Block 2: send the first cell to the left. */
/*@ requires ipp_inv && 0 <= t < nsteps && 1 <= nxl <= NXL;
    requires counts(rank, t + 1, t, t, t);
    requires first_cell: u[1] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank));
    assigns \nothing;
    ensures ipp_inv && counts(rank, t + 1, t + 1, t, t); */
void send_left(int t) {
  MPI_Send(&u[1], 1, MPI_DOUBLE, LEFT(rank), 1, MPI_COMM_WORLD);
  //@ assert sendL_value: L_msg[rank] == oracle(k, ncells(nprocs, nxl), L_sent[rank] - 1, first(nxl, rank));
}

/* Block 3: receive the left ghost cell: the left neighbour has sent t + 1 rightward
 * messages (inv4R at rank), so by inv5R the message is its last cell at step t, which
 * is the cell left of this block's first (block_left). */
/*@ requires ipp_inv && 0 <= t < nsteps && 1 <= nxl <= NXL;
    requires counts(rank, t + 1, t + 1, t, t);
    assigns u[0];
    ensures ipp_inv && counts(rank, t + 1, t + 1, t + 1, t);
    ensures ghost_left: u[0] == oracle(k, ncells(nprocs, nxl), t, left(ncells(nprocs, nxl), first(nxl, rank))); */
void recv_left(int t) {
  MPI_Recv(&u[0], 1, MPI_DOUBLE, LEFT(rank), 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ assert recvR_count: R_sent[left(nprocs, rank)] == t + 1;
  //@ assert recvR_value: u[0] == oracle(k, ncells(nprocs, nxl), t, first(nxl, left(nprocs, rank)) + nxl - 1);
  //@ assert recvR_dist: first(nxl, left(nprocs, rank)) + nxl - 1 == left(ncells(nprocs, nxl), first(nxl, rank));
}

/* Block 4 (its communication part): receive the right ghost cell. */
/*@ requires ipp_inv && 0 <= t < nsteps && 1 <= nxl <= NXL;
    requires counts(rank, t + 1, t + 1, t + 1, t);
    assigns u[nxl + 1];
    ensures ipp_inv && counts(rank, t + 1, t + 1, t + 1, t + 1);
    ensures ghost_right: u[nxl + 1] == oracle(k, ncells(nprocs, nxl), t, right(ncells(nprocs, nxl), first(nxl, rank) + nxl - 1)); */
void recv_right(int t) {
  MPI_Recv(&u[nxl + 1], 1, MPI_DOUBLE, RIGHT(rank), 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  //@ assert recvL_count: L_sent[right(nprocs, rank)] == t + 1;
  //@ assert recvL_value: u[nxl + 1] == oracle(k, ncells(nprocs, nxl), t, first(nxl, right(nprocs, rank)));
  //@ assert recvL_dist: first(nxl, right(nprocs, rank)) == right(ncells(nprocs, nxl), first(nxl, rank) + nxl - 1);
}

/* The update of the owned cells, a local computation. As a function of its own t + 1
 * stays a term of the goal (diffusion_ipp.c part 6). */
/*@ requires 1 <= nxl <= NXL && 0 <= t && 0 <= rank < nprocs;
    requires dist: 0 <= first(nxl, rank) && first(nxl, rank) + nxl <= ncells(nprocs, nxl);
    requires cells: cells(t);
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

/* The time steps. The post-condition is the functional property: every owned cell
 * holds the global solution after nsteps steps at its global index. */
/*@ requires ipp_inv && 1 <= nxl <= NXL;
    requires counts(rank, 0, 0, 0, 0);
    requires init: cells(0);
    assigns u[0 .. nxl + 1], u_new[1 .. nxl];
    ensures post: cells(nsteps);
    ensures ipp_inv && counts(rank, nsteps, nsteps, nsteps, nsteps); */
void diffuse(void) {
  int t = 0;
  /* The block distribution of this process, once (axiom block_in at rank). */
  //@ assert dist_in: 0 <= first(nxl, rank) && first(nxl, rank) + nxl <= ncells(nprocs, nxl);
  /*@ loop invariant ipp_inv && 0 <= t <= nsteps;
      loop invariant counts(rank, t, t, t, t);
      loop invariant cells: cells(t);
      loop assigns t, u[0 .. nxl + 1], u_new[1 .. nxl];
      loop variant nsteps - t; */
  while (t < nsteps) {
    //@ assert last: u[nxl] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank) + nxl - 1);
    //@ assert first_cell: u[1] == oracle(k, ncells(nprocs, nxl), t, first(nxl, rank));
    send_right(t);
    send_left(t);
    recv_left(t);
    recv_right(t);
    //@ assert cells_t: cells(t);
    update(t);
    /* The copy back. */
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

/* The initial data: global cell j holds init(j), process rank owns the cells rank * nxl
 * .. rank * nxl + nxl - 1 (computed in long long: no overflow for any nprocs). */
/*@ requires 1 <= nxl <= NXL && 0 <= rank < nprocs;
    assigns u[1 .. nxl];
    ensures init: cells(0); */
void initialize(void) {
  long long offset = (long long)rank * nxl;
  /*@ loop invariant 1 <= i <= nxl + 1;
      loop invariant done: \forall integer j; 1 <= j < i ==>
        u[j] == oracle(k, ncells(nprocs, nxl), 0, first(nxl, rank) + j - 1);
      loop assigns i, u[1 .. nxl];
      loop variant nxl + 1 - i; */
  for (int i = 1; i <= nxl; i++) {
    u[i] = init(offset + i - 1);
    //@ assert init_i: u[i] == init_value(first(nxl, rank) + i - 1);
  }
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nprocs);
  nsteps = NSTEPS;
  nxl = NXL;
  k = 0.25;
  initialize();
  diffuse();
  /* The functional property: every owned cell holds the global solution after nsteps
   * steps at its global index. */
  //@ assert result: cells(nsteps);
  MPI_Finalize();
  return 0;
}
