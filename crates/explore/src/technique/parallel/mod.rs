//! Technique `parallel` (seed 004, Gedell and Hähnle): a loop whose iterations do not
//! depend on each other is replaced by what all of its iterations do at once.
//!
//! At a loop head whose condition involves symbolic values, or compares concrete values
//! at least `attempt::LONG` (1,024) apart (a loop the search would run that many times,
//! with a step and often prover queries each), the technique
//! 1. finds the loop counter and what the body writes, by executing one iteration with
//!    the counter and the written variables unknown and no checks (*discovery*);
//! 2. executes one *generic iteration*: the counter is `start + k*step` for a fresh
//!    `k` in `[0, n)`, `n` the number of iterations in closed form when a clause of the
//!    condition compares the counter with a bound the body does not change (the other
//!    clauses, `a[i] != x` in `i < n && a[i] != x`, and the whole condition of a loop
//!    with no such clause, `while (a[i] != x)`, are ways out of the loop, below);
//!    each variable the body writes starts the iteration as a fresh constant `O`; the
//!    checks the iteration meets and the paths that leave the loop (`break`, `return`,
//!    `exit`) are collected as obligations instead of being proved;
//! 3. reads from the leaves of that execution (the paths back to the head) the indices
//!    each iteration reads and writes, as terms in `k`, and proves with the prover that
//!    no iteration reads or overwrites a location another iteration writes (flow and
//!    output dependence; section 6). Then every `O` read is the value before the loop,
//!    a scalar accumulated by a constant is its initial value plus `k` times it (the
//!    paper's `v = v0 + i*e`), and fresh values made by an iteration (`nondet`) are
//!    elements of fresh arrays indexed by `k`: under that substitution the generic
//!    iteration is exactly iteration `k`, and every obligation is proved for all `k`;
//! 4. replaces the loop by quantified updates (section 7): each array becomes
//!    `λj. if j is written by iteration k(j) then its value else the old a[j]`, each
//!    scalar its value at the last iteration (or its closed form), the counter its exit
//!    value, and the path condition learns what every iteration assumed.
//!
//! Whenever one of these steps is not certain, the technique declines with its reason
//! and the search runs the loop iteration by iteration: a summary is only made when it
//! is exact, so a violation found after it is real and a *holds* covers every `n`.
//!
//! # Details
//!
//! *Discovery*: the integer variables of the condition get fresh values and one
//! iteration runs with checks off, asking no prover (a branch the simplifier cannot rule
//! out is followed); the counter is the variable that changes by the same non-zero
//! constant on every path, the written variables are the slots (locals of the frames up
//! to the loop's, globals, shared variables, heap objects; a local or global struct by
//! its members, so that `s.sum += a[i]` accumulates into a slot of its own) that differ
//! on some path.
//!
//! *Generic iteration*: `n` comes from the first clause of the condition at `k` that is a
//! relational atom linear in `k` that becomes false and stays false (`f0 + a*k >= 0`, `a <
//! 0`: `n = f0 >= 0 ? f0 / -a + 1 : 0`; `!=` with a unit step when the bound is provably
//! reached); the condition must not involve a written variable. The other clauses `R(k)`
//! (or, with no such clause, the whole condition, which must involve the counter: there
//! is then no `n`, `k` ranges over `[0, ∞)`) make an exit obligation `¬R(k) ⇒ false`,
//! which fails at the iteration where the loop leaves by its condition before the bound
//! (see *Checks that may fail*; without a bound every execution that leaves the loop
//! leaves it so, and an infinite one, no iteration failing, has no state after the
//! loop). The condition is evaluated without checks there: the generic run evaluates it
//! again and collects its checks (`a[i]`) as obligations. Every path is executed by the engine itself
//! (`Search::process_choices` and `step_inner`, so calls, library functions and nested
//! loops, which the techniques are consulted on in turn, behave as anywhere else); every
//! check the machine would prove (`Machine::refute`) is collected as an obligation
//! instead, and so is every path that leaves the loop but by its condition.
//!
//! *Analysis* of the leaves (each with the clauses it added to the path condition, Γ):
//! each array's value is taken apart, at fresh indices `x1..xd`, into *changes* `(cond(x,
//! k), value(x, k))`, later ones winning: a write `write(b, i, v)` changes where `x1 = i`
//! (and, when `v` is the row `read(b, i)` changed in turn, where the row's changes hold),
//! a concrete write likewise, an array lambda (an inner loop's summary) is read at `x1`
//! and its body taken apart against `read(O, x1)`, a conditional splits into its two
//! sides; anything else changes every element (and then fails the output-dependence
//! proof). Scalars either change by one constant on every path (`v0 + k*c`), or are set
//! on every path without being read (last value wins), or are *reductions*: incremented
//! on each path by an amount that does not read them (`s += e(k)`) and read nowhere else,
//! or *running bounds* (module `bound`: kept or set to a value not reading them, only
//! growing or only shrinking, `if (a[i] > m) m = a[i]`; after `n` iterations a fresh
//! `r` with `r >= v0`, `∀k < n. U(k) ⇒ E(k) <= r` and `r` equal to `v0` or to some
//! `E(w)`, exact; the conditions that read the bound are dropped from Γ, the rest of the
//! iteration proved not to depend on it), or *kept or set* where the choice does not
//! read them (`if (a[i] == x) found = 1`: after `n` iterations a fresh `r` and the last
//! setting iteration `w`, `-1` when none: `∀k ∈ (w, n). ¬U(k)`, `r = E(w)` or `r =
//! v0`);
//! an array changed at one element that is the same in every iteration, by an increment
//! not reading the array (`c[i] += e(k)` in a loop over `j`), is an element reduction
//! (1-d; the element must be initialised); a 1-d array an iteration changes over a
//! range of elements (a whole row by an inner loop's summary, or a triangle `l <= k`), each
//! element by an increment not reading the array, is a *map reduction* (`c[l] += 1` for
//! every `l` in each of `n` rounds: `c[x] = c0[x] + Σ_k inc(x, k)`, exact under the
//! binder `x`; read nowhere else in the body, its elements initialised where they are
//! added to; tried for a range that does not involve `k`, and for others when the array's
//! independence is not shown). A reduction's value after the loop is `v0 +
//! Σ_{k<n} inc(k)` in closed form (module `sums`; no closed form: declined, left to
//! induction). A binomial constant made inside a generic iteration whose defining facts do
//! not involve the iteration stays one constant, its facts hoisted. The indices at which
//! anything reads an `O` (values, Γ, obligations) are collected as index paths
//! (`O[r1][r2]`, a row read is a shorter path), each with what holds where it is read.
//!
//! *Proofs*, for `0 <= k' < k < n` and the fresh indices universally, under σ (arrays' `O`
//! by their value before the loop, accumulated scalars by `v0 + k*c`, every constant the
//! iteration made fresh by the element `k` of a fresh array): no element iteration `k`
//! reads is changed by iteration `k'` (flow dependence: `¬cond(r, k')`) and no element is
//! changed by two iterations (output dependence: `¬(cond(x, k) ∧ cond(x, k'))`); then
//! every obligation. *Why this is exact*: take the first read in any execution that sees a
//! value another iteration wrote; every earlier read saw pre-loop values, so the
//! iteration that wrote it ran exactly as its generic path with σ (its Γ and write index
//! are exact), and the reading iteration computed its index exactly; the flow proof
//! excludes that pair. So every iteration reads only pre-loop values or its own writes,
//! each iteration is its leaf under σ, the obligations are its checks, and, no two
//! iterations writing one element, the final array is determined element by element.
//!
//! *The state after the loop*: counter `start + n*step`; an array `λx1. ... λxd. cond`,
//! with for each leaf and change (later ones first) the iteration `K(x)` that makes it:
//! solved from an equation of the condition linear in `k` with a constant coefficient (a
//! divisibility condition for coefficients other than ±1), or else proposed from a bound
//! `f0 + a*k >= 0` of it as `f0 / -a` (the row of a flat `a[i*N + j]`: `x / N`) and
//! confirmed by the prover (`cond(x, k) ⇒ k = K(x)` under the loop's hypotheses;
//! unconfirmed, the loop is declined); guarded by `0 <= K(x) < n`, Γ and the rest of the
//! condition at `K(x)`, else the old element; a scalar its closed form or its value at
//! `n - 1` (or its old value when `n = 0`); the path condition gains `∀k ∈ [0, n). ∨Γ`,
//! left out when the prover shows `∨Γ` from the loop's hypotheses. The process then takes
//! the exit transition. The prover's translation lifts a lambda that depends on an
//! enclosing binder (the rows of a 2-d summary) to a fresh function of the enclosing
//! variables.
//!
//! *Checks that may fail*: an obligation not shown for every `k` (a check, or a path
//! that leaves the loop by `break`, `return`, `abort`) splits the executions in two: those
//! in which every iteration passes (the state after the loop, its path condition with
//! `∀k ∈ [0, n). o1(k) ⇒ o2(k)`), and those whose first failing iteration is some `j`: the
//! state after `j` iterations (`0 <= j < n`, every earlier iteration passing, iteration
//! `j` failing), from which the search runs iteration `j` itself (the condition evaluated
//! and its checks made as at any visit of the head, `Search::guarded_choices`; a
//! violation there is a real one, of the first failing iteration; the path ends when it
//! gets back to the head). When every failing path is a failed check (the program stops there), one
//! failing execution is enough: `j` is the smallest iteration at which a check can
//! fail, found by bisection with questions without quantifiers, and no fact about the
//! earlier iterations is needed (none of them can fail). Both are exact, so a violation a million iterations deep is found by solving
//! for `j`, and a loop that breaks at data-dependent points is summarised. The split is
//! made only when the prover shows that some iteration fails (a model of `0 <= j < n ∧
//! ¬(o1(j) ⇒ o2(j))`, without quantifiers), not inside an enclosing loop's iteration or
//! for a loop with invariants, and not when the only failing paths end the program
//! (`assume_abort_if_not` in the body) in a loop of symbolic bound, which induction pairs
//! with later loops; the loop is declined then.
//!
//! *Declines* (with the reason in the report): a condition that is not such a comparison,
//! a loop that may not terminate, dependences, a whole-array use, writes of structs or
//! pointers, allocation or freeing, communication, a check that may fail for some `k`
//! in the cases above (the search then runs the loop), a nested loop not
//! summarised whose condition is symbolic (or whose head a path reaches twice with a
//! symbolic condition), more than 64 paths or 20,000 steps, values too large to reason
//! about (more than `MAX_TREE`, 100,000, nodes written out as trees: `Expr::tree_size`,
//! before discovery; retried in other states), a condition with no bound whose loop no
//! iteration is shown to leave (it may not terminate). A decline for the loop's shape is final for the run, a
//! failed proof is retried in other states up to twice. While the hypothesis of induction
//! waits at a head, this technique leaves the larger run's loop there to the pairing.
//! Summaries are exact, so violations after them are provable; a counterexample over a
//! summary that evaluation cannot confirm makes `run` repeat the search without
//! summaries. The technique sees that a loop's condition reads only variables holding
//! constants without evaluating it.
//!
//! The module's files follow the steps: `discovery` (1), `generic` (2, on the
//! execution of one iteration along every path, `run`), `analysis` and `dependence`
//! (3, on the changes values are taken apart into, `changes`), `after` (4); `attempt`
//! is the technique's hook and the order of the steps, `bound` the running bounds
//! (3 and 4), `decline` its reasons, `slot`
//! the places a process keeps values in, `proof` its questions to the prover.

mod after;
mod analysis;
mod attempt;
mod bound;
mod changes;
mod decline;
mod dependence;
mod discovery;
mod generic;
mod proof;
mod run;
mod slot;

pub(crate) use attempt::ParallelTechnique;
pub(super) use decline::Decline;
pub(super) use discovery::{discover, Discovery};
pub(super) use run::{generic_run, same_shape, sym_guard, symbolic_head};
pub(super) use slot::{get, set, slots, Slot};
