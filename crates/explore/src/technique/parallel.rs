//! Technique `parallel` (seed 004, Gedell and Hähnle): a loop whose iterations do not
//! depend on each other is replaced by what all of its iterations do at once.
//!
//! At a loop head whose condition involves symbolic values, the technique
//! 1. finds the loop counter and what the body writes, by executing one iteration with
//!    the counter and the written variables unknown and no checks (*discovery*);
//! 2. executes one *generic iteration*: the counter is `start + k*step` for a fresh
//!    `k` in `[0, n)`, `n` the number of iterations in closed form (the condition must
//!    compare the counter with a bound the body does not change, so the loop ends);
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
//! to the loop's, globals, shared variables, heap objects) that differ on some path.
//!
//! *Generic iteration*: `n` comes from the condition at `k`, which must be one relational
//! atom linear in `k` that becomes false and stays false (`f0 + a*k >= 0`, `a < 0`: `n =
//! f0 >= 0 ? f0 / -a + 1 : 0`; `!=` with a unit step when the bound is provably reached)
//! and must not involve a written variable. Every path is executed by the engine itself
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
//! on each path by an amount that does not read them (`s += e(k)`) and read nowhere else;
//! an array changed at one element that is the same in every iteration, by an increment
//! not reading the array (`c[i] += e(k)` in a loop over `j`), is an element reduction
//! (1-d; the element must be initialised). A reduction's value after the loop is `v0 +
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
//! *Declines* (with the reason in the report): a condition that is not such a comparison,
//! a loop that may not terminate, dependences, a whole-array use, writes of structs or
//! pointers, allocation or freeing, communication, a check that may fail for some `k`
//! (the search then runs the loop and finds the shallow violations), a nested loop not
//! summarised whose condition is symbolic (or whose head a path reaches twice with a
//! symbolic condition), more than 64 paths or 20,000 steps, values too large to reason
//! about (more than `MAX_TREE`, 100,000, nodes written out as trees: `Expr::tree_size`,
//! before discovery; retried in other states), loops with more than one exit condition
//! (`while (i < n && a[i] != x)`). A decline for the loop's shape is final for the run, a
//! failed proof is retried in other states up to twice. While the hypothesis of induction
//! waits at a head, this technique leaves the larger run's loop there to the pairing.
//! Summaries are exact, so violations after them are provable; a counterexample over a
//! summary that evaluation cannot confirm makes `run` repeat the search without
//! summaries. The technique sees that a loop's condition reads only variables holding
//! constants without evaluating it.

use super::sums::{linear, unit};
use super::{AtHead, LoopTechnique, Technique};
use crate::machine::Halt;
use crate::report::StopReason;
use crate::search::{Choice, Search};
use std::collections::HashSet;
use tass_model::{ExprKind as MKind, FunctionId, LocId, LoopInfo, VarRef};
use tass_state::{Base, LoopMark, ProcId, State, Value};
use tass_symbolic::{Expr, ExprKind, RelOp, Substitution, Type};

/// The technique `parallel`.
pub(crate) struct ParallelTechnique;

/// How many times the technique tries a loop it declined before it stops trying it in
/// this run (the same loop reached again, in other states).
const RETRIES: u32 = 2;
/// The most transitions one generic iteration may take (with its callees).
const STEP_LIMIT: usize = 20_000;
/// The most paths one generic iteration may have.
const LEAF_LIMIT: usize = 64;
/// The most times one path of a generic iteration may pass a loop head in the body (an
/// inner loop no technique summarised runs at most this many iterations).
const INNER_LIMIT: usize = 32;
/// The most nodes the values a loop reads, with the path condition, may have written
/// out as trees (see [`small_enough`]).
pub(super) const MAX_TREE: u64 = 100_000;

impl LoopTechnique for ParallelTechnique {
    fn technique(&self) -> Technique {
        Technique::Parallel
    }

    fn at_head(
        &self,
        s: &mut Search<'_, '_>,
        st: &mut State,
        p: ProcId,
        (func, loc): (FunctionId, LocId),
        li: &LoopInfo,
    ) -> Result<AtHead, Halt> {
        let uid = st.proc(p).top().map(|f| f.uid).unwrap_or(0);
        let mark = declined_mark(p, uid, loc);
        // Declined here before, or taken by another technique (its mark is on the loop):
        // user invariants come first.
        let taken = st.marks.iter().any(|m| {
            m.heads
                .iter()
                .any(|h| h.proc == p && h.frame == uid && h.head == loc)
        });
        if taken {
            return Ok(AtHead::Continue);
        }
        // The hypothesis of an inductive step waits at this loop to pair it with this
        // one: technique `induction` goes first (should it decline, the loop is tried
        // here again at its next visit).
        if super::pairing::hypothesis_waits(st, p, loc) {
            return Ok(AtHead::Continue);
        }
        if s.tech
            .declines
            .get(&(p.model, func, loc))
            .is_some_and(|n| *n >= RETRIES)
        {
            return Ok(AtHead::Continue);
        }
        // Inside the generic iteration of an enclosing loop, what happens to this loop
        // is part of that loop's attempt: reported only at the top level.
        let top = s.m.checks.obligations.is_none() && !s.m.checks.unchecked;
        let attempt = match parallelise(s, st, p, func, loc) {
            // A decline after a limit of the run passed is for the limit (the prover
            // answers nothing any more): the search stops too.
            Attempt::Declined(d) if d.stop.is_none() => match s.out_of_budget() {
                Some(stop) => Attempt::Declined(Decline::stopped(stop)),
                None => Attempt::Declined(d),
            },
            a => a,
        };
        match attempt {
            Attempt::NotTried => Ok(AtHead::Continue),
            Attempt::Declined(Decline {
                why,
                stop: Some(stop),
                ..
            }) => {
                // A limit of the run passed during the attempt: the search stops too.
                if top {
                    s.record_loop(p.model, func, loc, li.span, Technique::Parallel, Err(&why));
                }
                Err(Halt::Cut(stop))
            }
            Attempt::Declined(Decline { why, retry, .. }) => {
                // A decline of shape is final; one of proof is retried in other states
                // (inside an enclosing loop's attempt nothing is proved, so a decline there
                // is one of shape too).
                let n = s.tech.declines.entry((p.model, func, loc)).or_insert(0);
                *n = if retry && top { *n + 1 } else { RETRIES };
                if top {
                    s.record_loop(p.model, func, loc, li.span, Technique::Parallel, Err(&why));
                }
                // Not tried again on this path while the process is in the loop.
                st.marks.push(mark);
                Ok(AtHead::Continue)
            }
            Attempt::Summarised(next, exit, after_j) => {
                // The invariants, at every visit of the head: checked in the state
                // after an arbitrary number of iterations.
                // A failure the prover could not confirm by evaluation is marked as
                // found after a summary: the search then runs the loop iteration by
                // iteration to look for a concrete one (`run::decide`).
                if let Some(mut mid) = after_j {
                    let how = "may not be preserved: it fails after some number of iterations (checked by technique parallel on its summary of the loop)";
                    if let Err(h) = s.check_loop_invariants(&mut mid, p, func, li, how) {
                        if top {
                            s.record_loop(p.model, func, loc, li.span, Technique::Parallel, Ok(()));
                        }
                        return Err(match h {
                            Halt::Violation(mut v) => {
                                v.after_summary = true;
                                Halt::Violation(v)
                            }
                            h => h,
                        });
                    }
                }
                if top {
                    s.record_loop(p.model, func, loc, li.span, Technique::Parallel, Ok(()));
                }
                *st = next;
                Ok(AtHead::Choices(smallvec::smallvec![exit]))
            }
        }
    }

    fn after_step(&self, s: &mut Search<'_, '_>, st: &mut State, c: &Choice) {
        s.forget_left_loops(st, c.proc, Technique::Parallel);
    }
}

/// What the sums of `sums` need of the search: fresh integer constants, and proofs.
impl super::sums::Tools for Search<'_, '_> {
    fn fresh_int(&mut self) -> Expr {
        self.m.fresh(&Type::int(), "sum")
    }
    fn decide(&mut self, hyp: &Expr, c: &Expr) -> bool {
        decide(self, hyp, c)
    }
}

/// The mark of a loop the technique declined on this path.
fn declined_mark(proc: ProcId, frame: u32, head: LocId) -> LoopMark {
    super::mark(Technique::Parallel, proc, frame, head)
}

/// Why the technique declined a loop, and whether another state might change that (a
/// proof that failed here) or not (the shape of the loop: tried no more in this run).
/// `stop` is set when the attempt ended because a limit of the run passed (time,
/// memory, interrupt): the search then stops too, for that reason.
pub(super) struct Decline {
    pub(super) why: String,
    pub(super) retry: bool,
    pub(super) stop: Option<StopReason>,
}

impl Decline {
    /// A proof failed in this state.
    fn unproved(why: String) -> Decline {
        Decline {
            why,
            retry: true,
            stop: None,
        }
    }

    /// The attempt stopped because a limit of the run passed.
    pub(super) fn stopped(stop: StopReason) -> Decline {
        let why = match &stop {
            StopReason::TimeLimit(_) => "the time limit passed during the attempt",
            StopReason::MemoryLimit(_) => "the memory limit was reached during the attempt",
            _ => "the attempt was interrupted",
        };
        Decline {
            why: why.into(),
            retry: false,
            stop: Some(stop),
        }
    }

    /// Executing the body stopped for `h`: a limit of the run stops the attempt (and
    /// the search), anything else is a reason to decline.
    pub(super) fn halted(h: Halt) -> Decline {
        match h {
            Halt::Cut(stop) if stop.ends_the_run() => Decline::stopped(stop),
            h => Decline::from(describe(h)),
        }
    }
}

impl From<String> for Decline {
    fn from(why: String) -> Decline {
        Decline {
            why,
            retry: false,
            stop: None,
        }
    }
}

impl From<&str> for Decline {
    fn from(why: &str) -> Decline {
        Decline::from(why.to_string())
    }
}

/// What the technique made of a loop.
enum Attempt {
    /// The loop's condition is concrete: the search runs it.
    NotTried,
    /// Declined, with the reason.
    Declined(Decline),
    /// The state after the loop, about to take the exit transition; for a loop with
    /// invariants, the state after an arbitrary number of its iterations.
    Summarised(State, Choice, Option<State>),
}

/// A place a process keeps a value in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Slot {
    /// Local `var` of frame `depth`.
    Local(usize, usize),
    /// A process-global variable.
    Global(usize),
    /// A shared variable of the process's program.
    Shared(usize),
    /// A heap object.
    Heap(usize),
}

pub(super) fn slots(st: &State, p: ProcId, depth: usize) -> Vec<Slot> {
    let pr = st.proc(p);
    let mut out = Vec::new();
    for (d, f) in pr.stack.iter().enumerate().take(depth + 1) {
        out.extend((0..f.locals.len()).map(|v| Slot::Local(d, v)));
    }
    out.extend((0..pr.globals.len()).map(Slot::Global));
    out.extend((0..st.models[p.model as usize].shared.len()).map(Slot::Shared));
    out.extend((0..pr.heap.len()).map(Slot::Heap));
    out
}

/// The value in a slot; `None` for a heap object whose contents are not typed yet (or
/// freed) and a slot that does not exist.
pub(super) fn get(st: &State, p: ProcId, s: Slot) -> Option<Value> {
    let pr = st.proc(p);
    match s {
        Slot::Local(d, v) => pr.stack.get(d)?.locals.get(v).cloned(),
        Slot::Global(v) => pr.globals.get(v).cloned(),
        Slot::Shared(v) => st.models[p.model as usize].shared.get(v).cloned(),
        Slot::Heap(o) => pr.heap.get(o)?.as_ref()?.value.clone(),
    }
}

pub(super) fn set(st: &mut State, p: ProcId, s: Slot, v: Value) {
    use std::sync::Arc;
    match s {
        Slot::Local(d, i) => {
            let pr = st.proc_mut(p);
            let f = Arc::make_mut(&mut pr.stack[d]);
            f.locals[i] = v;
        }
        Slot::Global(i) => {
            let pr = st.proc_mut(p);
            Arc::make_mut(&mut pr.globals)[i] = v;
        }
        Slot::Shared(i) => {
            Arc::make_mut(&mut st.models[p.model as usize].shared)[i] = v;
        }
        Slot::Heap(o) => {
            let pr = st.proc_mut(p);
            if let Some(Some(h)) = Arc::make_mut(&mut pr.heap).get_mut(o) {
                h.value = Some(v);
            }
        }
    }
}

/// The counter of the loop: its slot, its value on entry and its step; in discovery,
/// the fresh value it had.
pub(super) struct Counter {
    pub(super) slot: Slot,
    pub(super) start: Expr,
    pub(super) step: i64,
    pub(super) fresh: Expr,
}

/// What discovery learnt of a loop: its counter, the slots an iteration changes, the
/// state it ran from and the paths back to the head.
pub(super) struct Discovery {
    pub(super) counter: Counter,
    pub(super) changed: Vec<Slot>,
    pub(super) gen0: State,
    pub(super) leaves0: Leaves,
}

/// One way an iteration changes an array: the element at the indices `xs` of the array
/// (fresh constants, one per dimension) becomes `value` where `cond` holds of them.
#[derive(Clone, Debug)]
struct Change {
    cond: Expr,
    value: Expr,
}

/// What one variable the body writes does in an iteration.
enum Effect {
    /// An array of `xs.len()` dimensions: the changes of each leaf, first to last (a
    /// later one wins where two apply).
    Array {
        xs: Vec<Expr>,
        per_leaf: Vec<Vec<Change>>,
    },
    /// A scalar incremented by the same constant on every path.
    Accumulates(Expr),
    /// A scalar incremented on each path by an amount that does not depend on it (a
    /// reduction, `s += e`): the increment of each leaf. Its value after the loop is a
    /// closed-form sum (module `sums`); it is read nowhere else in the body.
    Reduces(Vec<Expr>),
    /// One element of an array (the same in every iteration, at indices `idx`)
    /// incremented on each path (`c[i] += e` in a loop over `j`): the increment of each
    /// leaf; no other element changes and the array is read nowhere else.
    ElemReduces { idx: Vec<Expr>, incs: Vec<Expr> },
    /// A scalar set on every path without reading it: its value at the last iteration.
    Last(Vec<Expr>),
}

/// A written variable: its slot, its value before the loop, its unknown value at the
/// start of the generic iteration, and its effect.
struct Written {
    slot: Slot,
    pre: Value,
    start: Expr,
    effect: Option<Effect>,
}

/// The result of executing one generic iteration: the paths back to the head.
pub(super) type Leaves = Vec<State>;

fn err<T>(r: tass_symbolic::Result<T>) -> Result<T, String> {
    r.map_err(|e| format!("a symbolic operation failed ({e})"))
}

/// Tries to summarise the loop at `loc` of `func` where process `p` is.
fn parallelise(
    search: &mut Search<'_, '_>,
    st: &mut State,
    p: ProcId,
    func: FunctionId,
    loc: LocId,
) -> Attempt {
    let prog = search.m.progs[p.model as usize];
    let f = &prog.functions[func.0 as usize];
    let location = &f.locations[loc.0 as usize];
    // The common case first, without evaluating anything: every way out reads only
    // variables that hold constants (see below).
    if location
        .out
        .iter()
        .all(|t| constant_operands(st, p, &t.guard))
    {
        return Attempt::NotTried;
    }
    let Some(body) = search.loop_body(p.model, func, loc) else {
        return Attempt::NotTried;
    };
    let [t0, t1] = location.out.as_slice() else {
        return Attempt::NotTried;
    };
    let (bi, ei) = match (body.contains(&t0.target), body.contains(&t1.target)) {
        (true, false) => (0usize, 1usize),
        (false, true) => (1, 0),
        _ => return Attempt::NotTried,
    };
    // Only loops whose condition involves symbolic values: the search runs the
    // others (a concrete number of iterations) as they are.
    let guard = &location.out[bi].guard;
    let mut probe = st.clone();
    let concrete = match search.m.eval(&mut probe, p, guard) {
        // Concrete when the path condition fixes every symbolic constant of it.
        Ok(Value::Sym(g)) => g.free_symbols().iter().all(|x| {
            x.simplify_under(&st.pc)
                .is_ok_and(|v| v.free_symbols().is_empty())
        }),
        _ => true,
    };
    if concrete {
        return Attempt::NotTried;
    }
    // A `loop variant` must decrease at every iteration: the summary does not
    // compare consecutive iterations, so the search runs the loop (and checks it).
    if location
        .loop_info
        .as_ref()
        .is_some_and(|li| li.variant.is_some())
    {
        return Attempt::Declined(Decline::from(
            "the loop has a `loop variant`, which the technique does not check",
        ));
    }
    // Collective and joint invariants relate processes or programs, which the summary
    // of one process's loop does not: their techniques (or the search) check them.
    if location.loop_info.as_ref().is_some_and(|li| {
        li.invariants
            .iter()
            .any(|i| i.scope != tass_model::InvariantScope::Local)
    }) {
        return Attempt::Declined(Decline::from(
            "the loop has collective or joint invariants, which the technique does not check",
        ));
    }
    // Everything the technique does is undone when it declines: the trace, the
    // statistics' place in it, the checks' mode.
    let trace_len = search.path.trace.len();
    let path_len = search.path.path_len;
    let unchecked = search.m.checks.unchecked;
    let r = summarise(search, st, p, (func, loc), (bi, ei), &body);
    search.path.trace.truncate(trace_len);
    search.path.path_len = path_len;
    search.m.checks.unchecked = unchecked;
    match r {
        Ok((next, exit, after_j)) => Attempt::Summarised(next, exit, after_j),
        Err(why) => Attempt::Declined(why),
    }
}

fn summarise(
    search: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
    (func, loc): (FunctionId, LocId),
    (bi, ei): (usize, usize),
    body: &crate::loops::LocSet,
) -> Result<(State, Choice, Option<State>), Decline> {
    let prog = search.m.progs[p.model as usize];
    let f = &prog.functions[func.0 as usize];
    let location = &f.locations[loc.0 as usize];
    let depth = st.proc(p).stack.len() - 1;
    let span = location.out[bi].span;
    let halt = Decline::halted;
    small_enough(search, st, p, func, body, depth)?;

    // 1. Discovery.
    let Discovery {
        counter,
        changed,
        leaves0,
        ..
    } = discover(search, st, p, (func, loc, bi), body, depth)?;

    // 2. The generic iteration.
    let mut pre = st.clone();
    // Heap objects the body gives their first contents are typed now, as their first
    // access would.
    for s in &changed {
        if let Slot::Heap(o) = s {
            if get(&pre, p, *s).is_none() {
                let elem = leaves0
                    .iter()
                    .find_map(|l| l.proc(p).heap.get(*o)?.as_ref()?.elem.clone())
                    .ok_or("the body writes memory of unknown type")?;
                let base = Base::Heap {
                    proc: (p.model, p.rank),
                    obj: *o as u32,
                };
                search
                    .m
                    .type_heap_object(&mut pre, p, &base, &elem, span)
                    .map_err(halt)?;
            }
        }
    }
    let k = search.m.fresh(&Type::int(), "k");
    let i_k = err(counter.start.plus(&err(k.times(&Expr::int(counter.step)))?))?;
    let mut gen = pre.clone();
    set(&mut gen, p, counter.slot, Value::Sym(i_k.clone()));
    let mut written = Vec::new();
    for s in &changed {
        let pre_v = get(&pre, p, *s).unwrap_or(Value::Undef);
        let ty = match &pre_v {
            Value::Sym(e) => e.ty().clone(),
            Value::Undef => match leaves0.iter().find_map(|l| match get(l, p, *s) {
                Some(Value::Sym(e)) => Some(e.ty().clone()),
                _ => None,
            }) {
                Some(t) => t,
                None => return Err(Decline::from("the body writes a struct or a pointer")),
            },
            _ => return Err(Decline::from("the body writes a struct or a pointer")),
        };
        let o = search.m.fresh(&ty, "at_k");
        set(&mut gen, p, *s, Value::Sym(o.clone()));
        written.push(Written {
            slot: *s,
            pre: pre_v,
            start: o,
            effect: None,
        });
    }
    // The condition at iteration k and the number of iterations.
    let g_k = sym_guard(search, &mut gen, p, &location.out[bi].guard)?;
    let e_k = sym_guard(search, &mut gen, p, &location.out[ei].guard)?;
    if e_k != err(g_k.not())? {
        return Err(Decline::from(
            "the exit condition is not the negation of the loop condition",
        ));
    }
    if written.iter().any(|w| g_k.involves(&w.start)) {
        return Err(Decline::from(
            "the loop condition depends on what the body writes",
        ));
    }
    let n = trip_count(search, &g_k, &k, &pre.pc)?;
    let n = n.simplify_under(&pre.pc).unwrap_or(n);
    let range = err(k
        .greater_eq(&Expr::int(0))
        .and_then(|a| k.less(&n).and_then(|b| a.and(&b))))?;
    gen.pc = err(gen.pc.and(&range))?;
    if gen.pc.is_false() {
        return Err(Decline::from("the loop runs no iteration"));
    }
    let base_count = search.m.symbols.fresh_count;
    let outer = search.m.checks.obligations.replace(Vec::new());
    let run = generic_run(search, gen.clone(), p, (func, loc, bi), body, depth);
    let obligations =
        std::mem::replace(&mut search.m.checks.obligations, outer).unwrap_or_default();
    let leaves = run?;
    if leaves.is_empty() {
        return Err(Decline::from(
            "no iteration of the body gets back to the loop head",
        ));
    }

    // 3. What each leaf did.
    if let Some(stop) = search.out_of_budget() {
        return Err(Decline::stopped(stop));
    }
    let next_i = err(counter.start.plus(&err(
        err(k.plus(&Expr::int(1)))?.times(&Expr::int(counter.step))
    )?))?;
    let gen_conj: HashSet<Expr> = gen.pc.clauses().into_iter().collect();
    let mut gammas = Vec::new();
    for l in &leaves {
        same_shape(&gen, l, p)?;
        match get(l, p, counter.slot) {
            Some(Value::Sym(v)) if v == next_i => {}
            _ => {
                return Err(Decline::from(
                    "the counter does not change by the same constant on every path",
                ))
            }
        }
        for s in slots(&gen, p, depth) {
            if s != counter.slot && !changed.contains(&s) && get(&gen, p, s) != get(l, p, s) {
                return Err(Decline::from("the body writes a variable only when the others have the values of a later iteration"));
            }
        }
        let extra: Vec<Expr> =
            l.pc.clauses()
                .into_iter()
                .filter(|c| !gen_conj.contains(c))
                .collect();
        let mut g = Expr::bool(true);
        for c in extra {
            g = err(g.and(&c))?;
        }
        gammas.push(g);
    }
    for w in &mut written {
        let vals: Vec<Expr> = leaves
            .iter()
            .map(|l| match get(l, p, w.slot) {
                Some(Value::Sym(e)) => Ok(e),
                _ => Err(Decline::from(
                    "the body writes a struct or a pointer".to_string(),
                )),
            })
            .collect::<Result<_, _>>()?;
        w.effect = Some(if w.start.ty().is_array() {
            let mut xs = Vec::new();
            let mut t = w.start.ty().clone();
            while let Some(e) = t.element().cloned() {
                xs.push(search.m.fresh(&Type::int(), "x"));
                t = e;
            }
            let mut per_leaf = Vec::new();
            for v in &vals {
                per_leaf.push(changes(v, &w.start, &xs)?);
            }
            match elem_reduction(&per_leaf, &w.start, &xs, &k)? {
                Some((idx, incs)) => Effect::ElemReduces { idx, incs },
                None => Effect::Array { xs, per_leaf },
            }
        } else if vals.iter().any(|v| v.involves(&w.start)) {
            let incs: Vec<Expr> = vals
                .iter()
                .map(|v| err(v.minus(&w.start)))
                .collect::<Result<_, _>>()?;
            if incs.iter().any(|d| d.involves(&w.start)) {
                return Err(Decline::from("a variable carries a value from one iteration to the next (not by an increment: left to induction)"));
            }
            if !matches!(w.pre, Value::Sym(_)) {
                return Err(Decline::from(
                    "a variable accumulates from an uninitialised value",
                ));
            }
            if incs[0].as_int().is_some() && incs.iter().all(|d| *d == incs[0]) {
                Effect::Accumulates(incs[0].clone())
            } else if w.start.ty().is_int() {
                Effect::Reduces(incs)
            } else {
                return Err(Decline::from("a variable that is not an integer accumulates amounts that change between iterations"));
            }
        } else {
            Effect::Last(vals)
        });
    }

    // Everything the iteration computed: what each path assumed, the values it left,
    // and its obligations.
    let mut everything: Vec<Expr> = gammas.clone();
    for (li, l) in leaves.iter().enumerate() {
        for w in &written {
            if let Some(Effect::Array { per_leaf, .. }) = &w.effect {
                for c in &per_leaf[li] {
                    everything.push(c.cond.clone());
                    everything.push(c.value.clone());
                }
            } else if let Some(Value::Sym(e)) = get(l, p, w.slot) {
                everything.push(e);
            }
        }
    }
    for (a, b) in &obligations {
        everything.push(a.clone());
        everything.push(b.clone());
    }

    // The substitution that makes the generic iteration iteration `k` (and, with `k`
    // renamed, iteration `k2`); the constants the iteration made fresh become
    // elements of arrays indexed by the iteration.
    let mut iter_fresh: Vec<Expr> = Vec::new();
    let indices: HashSet<Expr> = written
        .iter()
        .filter_map(|w| match &w.effect {
            Some(Effect::Array { xs, .. }) => Some(xs.iter().cloned()),
            _ => None,
        })
        .flatten()
        .collect();
    let is_local = |s: &Expr| crate::machine::fresh_number(s).is_some_and(|i| i > base_count);
    // A closed form's constant (module `sums`) is defined by its facts; when these do
    // not depend on the iteration, every iteration's constant is the same number, so
    // it stays one constant.
    let invariant_def = |s: &Expr| {
        s.symbol_name().is_some_and(|n| n.starts_with("sum$"))
            && gammas
                .iter()
                .flat_map(|g| g.clauses())
                .filter(|c| c.involves(s))
                .all(|c| {
                    !c.involves(&k)
                        && !written.iter().any(|w| c.involves(&w.start))
                        && c.free_symbols().iter().all(|y| y == s || !is_local(y))
                })
    };
    let mut hoisted: Vec<Expr> = Vec::new();
    for s in everything.iter().flat_map(|e| e.free_symbols()) {
        if indices.contains(&s) {
            continue;
        }
        let def = is_local(&s) && invariant_def(&s);
        if def {
            for c in gammas.iter().flat_map(|g| g.clauses()) {
                if c.involves(&s) && !hoisted.contains(&c) {
                    hoisted.push(c);
                }
            }
        }
        let local = is_local(&s) && !def;
        if local && !iter_fresh.contains(&s) {
            iter_fresh.push(s);
        }
    }
    let mut per_k = Vec::new();
    for x in &iter_fresh {
        let name = x.symbol_name().unwrap_or("");
        if name.starts_with("undef$") || name.starts_with("heap$") {
            return Err(Decline::from("an iteration makes indeterminate values"));
        }
        let what = name.split('$').next().unwrap_or("v").to_string();
        let arr_ty = err(Type::array(x.ty(), None))?;
        // In an inductive step, the two programs' loops share the values made at the
        // same place (machine `paired`).
        let arr = match search.m.symbols.origins.get(name).copied() {
            Some((_, f, l)) => {
                let key = crate::machine::site_key((f, l), true);
                search.m.paired(&mut pre.pairing, p, key, &arr_ty, &what).0
            }
            None => search.m.fresh(&arr_ty, &what),
        };
        per_k.push((x.clone(), arr));
    }
    let sigma = |kk: &Expr| -> Result<Substitution, String> {
        let mut s = Substitution::new();
        if kk != &k {
            err(s.insert(&k, kk))?;
        }
        for w in &written {
            match (&w.effect, &w.pre) {
                (Some(Effect::Accumulates(c)), Value::Sym(v0)) => {
                    err(s.insert(&w.start, &err(v0.plus(&err(kk.times(c))?))?))?;
                }
                (Some(Effect::Array { .. } | Effect::ElemReduces { .. }), Value::Sym(v0)) => {
                    err(s.insert(&w.start, v0))?;
                }
                _ => {}
            }
        }
        for (x, arr) in &per_k {
            err(s.insert(x, &err(arr.read(kk))?))?;
        }
        Ok(s)
    };
    let s_k = sigma(&k)?;
    let k2 = search.m.fresh(&Type::int(), "k");
    let s_k2 = sigma(&k2)?;
    let sub = |e: &Expr, s: &Substitution| err(e.substitute(s));

    // A scalar set on every path must not be read before it is set.
    for w in &written {
        if let Some(Effect::Last(_)) = &w.effect {
            if everything.iter().any(|e| e.involves(&w.start)) {
                return Err(Decline::from("a variable is read in an iteration before it is set (a dependence between iterations)"));
            }
        }
    }

    // A reduction's variable is read only by its own update, and what it adds reads
    // nothing the loop sets but by a constant step.
    for w in &written {
        let (incs, idx) = match &w.effect {
            Some(Effect::Reduces(incs)) => (incs, None),
            Some(Effect::ElemReduces { idx, incs }) => (incs, Some(idx)),
            _ => continue,
        };
        let mut others: Vec<Expr> = gammas.clone();
        for (a, b) in &obligations {
            others.push(a.clone());
            others.push(b.clone());
        }
        for (li, l) in leaves.iter().enumerate() {
            for w2 in written.iter().filter(|w2| w2.slot != w.slot) {
                match &w2.effect {
                    Some(Effect::Array { per_leaf, .. }) => {
                        for c in &per_leaf[li] {
                            others.push(c.cond.clone());
                            others.push(c.value.clone());
                        }
                    }
                    _ => {
                        if let Some(Value::Sym(e)) = get(l, p, w2.slot) {
                            others.push(e);
                        }
                    }
                }
            }
        }
        if others.iter().any(|e| e.involves(&w.start)) {
            return Err(Decline::from(
                "a variable the body accumulates into is read elsewhere in the body (left to induction)",
            ));
        }
        let carried = |e: &Expr| {
            written.iter().any(|w2| {
                !matches!(
                    w2.effect,
                    Some(Effect::Accumulates(_)) | Some(Effect::Array { .. })
                ) && e.involves(&w2.start)
            })
        };
        if incs.iter().any(carried)
            || idx.is_some_and(|ix| {
                ix.iter()
                    .any(|i| written.iter().any(|w2| i.involves(&w2.start)))
            })
        {
            return Err(Decline::from(
                "what the body accumulates depends on another value it carries (left to induction)",
            ));
        }
    }

    // Dependence (section 6): no iteration reads or overwrites what an earlier one
    // wrote.
    if let Some(stop) = search.out_of_budget() {
        return Err(Decline::stopped(stop));
    }
    let before = err(k2
        .greater_eq(&Expr::int(0))
        .and_then(|a| k2.less(&k).and_then(|b| a.and(&b))))?;
    let hyp = err(pre.pc.and(&range).and_then(|h| h.and(&before)))?;
    let truth = Expr::bool(true);
    for w in &written {
        let Some(Effect::Array { xs, per_leaf }) = &w.effect else {
            continue;
        };
        // Every element of `O` read anywhere in the iteration (its indices, and what
        // holds where it is read).
        let mut reads: Vec<(Vec<Expr>, Expr)> = Vec::new();
        let mut whole = false;
        for (li, l) in leaves.iter().enumerate() {
            for w2 in &written {
                if let Some(Effect::Array { per_leaf: cs2, .. }) = &w2.effect {
                    for c in &cs2[li] {
                        reads_of(&c.cond, &w.start, &truth, &mut reads, &mut whole);
                        reads_of(&c.value, &w.start, &c.cond, &mut reads, &mut whole);
                    }
                } else if let Some(Value::Sym(e)) = get(l, p, w2.slot) {
                    reads_of(&e, &w.start, &truth, &mut reads, &mut whole);
                }
            }
            reads_of(&gammas[li], &w.start, &truth, &mut reads, &mut whole);
        }
        for (a, b) in &obligations {
            reads_of(a, &w.start, &truth, &mut reads, &mut whole);
            reads_of(b, &w.start, &truth, &mut reads, &mut whole);
        }
        if whole {
            return Err(Decline::from(
                "an iteration uses a whole array the loop writes",
            ));
        }
        for (lj, cs) in per_leaf.iter().enumerate() {
            let g2 = sub(&gammas[lj], &s_k2)?;
            for c2 in cs {
                let hit2 = sub(&c2.cond, &s_k2)?;
                // Flow dependence: what iteration k reads, no earlier iteration
                // writes.
                for (r, extra) in &reads {
                    let mut at = Substitution::new();
                    for (x, ri) in xs.iter().zip(r) {
                        err(at.insert(x, &sub(ri, &s_k)?))?;
                    }
                    let hit = sub(&hit2, &at)?;
                    let shown = || {
                        r.iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join("][")
                    };
                    if hit.is_true() {
                        return Err(Decline::from(format!(
                            "an iteration reads an element every iteration writes ([{}])",
                            shown()
                        )));
                    }
                    let e1 = sub(extra, &s_k)?;
                    let h = err(hyp.and(&g2).and_then(|h| h.and(&e1)))?;
                    if !prove(search, &h, &err(hit.not())?) {
                        return Err(Decline::unproved(format!(
                            "an iteration may read an element an earlier iteration writes ([{}])",
                            shown()
                        )));
                    }
                }
                // Output dependence: no two iterations change the same element.
                for (li, cs1) in per_leaf.iter().enumerate() {
                    let g1 = sub(&gammas[li], &s_k)?;
                    for c1 in cs1 {
                        let hit1 = sub(&c1.cond, &s_k)?;
                        let h = err(hyp.and(&g1).and_then(|h| h.and(&g2)?.and(&hit1)))?;
                        if !prove(search, &h, &err(hit2.not())?) {
                            return Err(Decline::unproved(format!(
                                "two iterations may write the same element (where {} and where {})",
                                c1.cond, c2.cond
                            )));
                        }
                    }
                }
            }
        }
    }
    // The obligations of the generic iteration, for every k.
    for (a, b) in &obligations {
        let (a, b) = (sub(a, &s_k)?, sub(b, &s_k)?);
        if !prove(search, &a, &b) {
            return Err(Decline::from(
                "a check in the body may fail at some iteration (left to the search)",
            ));
        }
    }

    // 4. The state after the loop. For a loop whose head carries invariants, also
    // the state after an arbitrary number `j` of its iterations, `0 <= j <= n`:
    // the same quantified updates with `j` for `n` (the summary is exact, so this
    // is the state the loop reaches after `j` iterations). The invariants are
    // checked there (`at_head`): they hold at every visit of the head, the entry
    // and the exit included, exactly when they hold in that state for every `j`.
    let hyp_k = err(pre.pc.and(&range))?;
    let has_invariants = location.loop_info.as_ref().is_some_and(|li| {
        li.invariants
            .iter()
            .any(|i| i.scope == tass_model::InvariantScope::Local)
    });
    let mut after_j = None;
    let counts = if has_invariants {
        let j = search.m.fresh(&Type::int(), "j");
        vec![(j, true), (n.clone(), false)]
    } else {
        vec![(n.clone(), false)]
    };
    let mut exit_state = None;
    for (m, mid) in counts {
        let mut out = pre.clone();
        let exit_i = err(counter.start.plus(&err(m.times(&Expr::int(counter.step)))?))?;
        set(&mut out, p, counter.slot, Value::Sym(exit_i));
        let last = err(m.minus(&Expr::int(1)))?;
        let s_last = sigma(&last)?;
        let some = err(m.greater_eq(&Expr::int(1)))?;
        let mut defs = Vec::new();
        for w in &written {
            let value = match (&w.effect, &w.pre) {
                (Some(Effect::Accumulates(c)), Value::Sym(v0)) => {
                    Value::Sym(err(v0.plus(&err(m.times(c))?))?)
                }
                (Some(Effect::Reduces(incs)), Value::Sym(v0)) => {
                    let total = reduction(search, incs, &gammas, &s_k, &k, &m, &hyp_k, &mut defs)?;
                    Value::Sym(err(v0.plus(&total))?)
                }
                (Some(Effect::ElemReduces { idx, incs }), Value::Sym(v0)) => {
                    let old = read_at(v0, idx)?;
                    match crate::uninit::origin(&old) {
                        Some(c) if c.is_false() || decide(search, &pre.pc, &err(c.not())?) => {}
                        _ => {
                            return Err(Decline::from(
                                "the body accumulates into an element that may be uninitialised",
                            ))
                        }
                    }
                    let total = reduction(search, incs, &gammas, &s_k, &k, &m, &hyp_k, &mut defs)?;
                    let [i] = idx.as_slice() else {
                        return Err(Decline::from(
                            "an accumulation into a multi-dimensional array",
                        ));
                    };
                    Value::Sym(err(v0.write(i, &err(old.plus(&total))?))?)
                }
                (Some(Effect::Last(vals)), pre_v) => {
                    let mut e = sub(vals.last().expect("a leaf"), &s_last)?;
                    for (v, g) in vals.iter().zip(&gammas).rev().skip(1) {
                        e = err(Expr::cond(&sub(g, &s_last)?, &sub(v, &s_last)?, &e))?;
                    }
                    match pre_v {
                        Value::Sym(v0) => Value::Sym(err(Expr::cond(&some, &e, v0))?),
                        _ => {
                            if prove(search, &pre.pc, &some) {
                                Value::Sym(e)
                            } else if mid {
                                // After `j` iterations, `j` may be 0: its value
                                // then is the one before the loop, of which the
                                // check at the loop's entry already knew.
                                let before = search.m.fresh(e.ty(), "before");
                                Value::Sym(err(Expr::cond(&some, &e, &before))?)
                            } else if let Slot::Local(d, v) = w.slot {
                                let fr = &pre.proc(p).stack[d];
                                let exit = location.out[ei].target;
                                let live = d == depth
                                    && search
                                        .analyses
                                        .liveness
                                        .is_live(p.model, fr.func.0, exit.0, v);
                                if live || d != depth {
                                    return Err(Decline::from("a variable set by the body is uninitialised when the loop runs no iteration"));
                                }
                                Value::Undef
                            } else {
                                return Err(Decline::from("a variable set by the body is uninitialised when the loop runs no iteration"));
                            }
                        }
                    }
                }
                (Some(Effect::Array { xs, per_leaf }), Value::Sym(v0)) => {
                    let mut elem = read_at(v0, xs)?;
                    for (li, cs) in per_leaf.iter().enumerate() {
                        let g_k = sub(&gammas[li], &s_k)?;
                        for c in cs {
                            // The iteration that changes the element at `xs`.
                            let h = err(hyp_k.and(&g_k))?;
                            let (kj, ok, rest) =
                                iteration_of(search, &sub(&c.cond, &s_k)?, &k, &h)?;
                            let s = sigma(&kj)?;
                            let g = sub(&gammas[li], &s)?;
                            let inr = err(kj
                                .greater_eq(&Expr::int(0))
                                .and_then(|a| kj.less(&m).and_then(|b| a.and(&b))))?;
                            let rest = err(rest.substitute_one(&k, &kj))?;
                            let cnd = err(inr.and(&ok).and_then(|c| c.and(&g)?.and(&rest)))?;
                            let v = sub(&c.value, &s)?;
                            elem = err(Expr::cond(&cnd, &v, &elem))?;
                        }
                    }
                    // The extents, outermost first, then the lambdas, innermost first.
                    let mut exts = Vec::new();
                    let mut a = v0.clone();
                    for x in xs {
                        exts.push(err(a.extent())?);
                        a = err(a.read(x))?;
                    }
                    let mut value = elem;
                    for (x, ext) in xs.iter().zip(&exts).rev() {
                        value = err(Expr::array_lambda(x, ext, &value))?;
                    }
                    Value::Sym(value)
                }
                _ => {
                    return Err(Decline::from(
                        "the body writes a variable of a kind not summarised",
                    ))
                }
            };
            set(&mut out, p, w.slot, value);
        }
        for d in defs.iter().chain(&hoisted) {
            out.pc = err(out.pc.and(d))?;
        }
        // What every iteration assumed.
        let mut any = Expr::bool(false);
        for g in &gammas {
            any = err(any.or(&sub(g, &s_k)?))?;
        }
        // Implied when the body assumes nothing (every path that does not get back to
        // the head was proved impossible): asked of the simplifier, then of the prover.
        let implied = any.is_true()
            || matches!(
                tass_symbolic::valid(&hyp_k, &any),
                Ok(tass_symbolic::Answer::Yes)
            )
            || (!search.m.checks.unchecked
                && !any.has_binder()
                && matches!(
                    search.m.oracle.valid(&hyp_k, &any),
                    crate::oracle::Decision::Yes
                ));
        if !implied {
            let all = err(Expr::forall(&k, Some(&Expr::int(0)), Some(&m), &any))?;
            out.pc = err(out.pc.and(&all))?;
        }
        if mid {
            let bounds = err(m
                .greater_eq(&Expr::int(0))
                .and_then(|a| m.less_eq(&n).and_then(|b| a.and(&b))))?;
            out.pc = err(out.pc.and(&bounds))?;
            after_j = Some(out);
        } else {
            exit_state = Some(out);
        }
    }
    let mut out = exit_state.ok_or("no state after the loop")?;
    let exit_guard = sym_guard(search, &mut out, p, &location.out[ei].guard)?;
    Ok((
        out,
        Choice::step(p, func, loc, ei as u32, exit_guard),
        after_j,
    ))
}

/// Discovery (the first step of a summary, and what technique `induction` learns of
/// a loop): the integer variables of the condition at `bi` get fresh values and one
/// iteration runs with nothing checked; the counter is the one that changes by the
/// same non-zero constant on every path, the changed slots those that differ on some.
pub(super) fn discover(
    search: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
    (func, loc, bi): (FunctionId, LocId, usize),
    body: &crate::loops::LocSet,
    depth: usize,
) -> Result<Discovery, Decline> {
    let prog = search.m.progs[p.model as usize];
    let location = &prog.functions[func.0 as usize].locations[loc.0 as usize];
    let mut cands = Vec::new();
    vars_of(&location.out[bi].guard, &mut cands);
    let mut gen0 = st.clone();
    let mut unknown = Vec::new();
    for v in cands {
        let Some(slot) = var_slot(depth, v) else {
            continue;
        };
        let Some(Value::Sym(e)) = get(&gen0, p, slot) else {
            continue;
        };
        if !e.ty().is_int() {
            continue;
        }
        let x = search.m.fresh(e.ty(), "ctr");
        set(&mut gen0, p, slot, Value::Sym(x.clone()));
        unknown.push((slot, e, x));
    }
    let unchecked = search.m.checks.unchecked;
    search.m.checks.unchecked = true;
    let leaves0 = generic_run(search, gen0.clone(), p, (func, loc, bi), body, depth)?;
    search.m.checks.unchecked = unchecked;
    if leaves0.is_empty() {
        return Err(Decline::from(
            "no iteration of the body gets back to the loop head",
        ));
    }
    let mut counter = None;
    for (slot, start, x) in &unknown {
        let mut step = None;
        for l in &leaves0 {
            let Some(Value::Sym(v)) = get(l, p, *slot) else {
                step = None;
                break;
            };
            let d = err(v.minus(x))?;
            match d.as_int().and_then(|d| i64::try_from(d).ok()) {
                Some(d) if d != 0 && step.is_none_or(|s| s == d) => step = Some(d),
                _ => {
                    step = None;
                    break;
                }
            }
        }
        if let Some(step) = step {
            counter = Some(Counter {
                slot: *slot,
                start: start.clone(),
                step,
                fresh: x.clone(),
            });
            break;
        }
    }
    let Some(counter) = counter else {
        return Err(Decline::from(
            "no variable of the loop condition changes by the same constant in every iteration",
        ));
    };
    let mut changed: Vec<Slot> = Vec::new();
    for l in &leaves0 {
        same_shape(&gen0, l, p)?;
        for s in slots(&gen0, p, depth) {
            if s != counter.slot && get(&gen0, p, s) != get(l, p, s) && !changed.contains(&s) {
                changed.push(s);
            }
        }
    }

    Ok(Discovery {
        counter,
        changed,
        gen0,
        leaves0,
    })
}

/// The total a reduction adds over the `n` iterations: the sum of its increment at
/// iteration `k` (each leaf's, under the leaf's condition), in closed form.
#[allow(clippy::too_many_arguments)]
fn reduction(
    search: &mut Search<'_, '_>,
    incs: &[Expr],
    gammas: &[Expr],
    s_k: &Substitution,
    k: &Expr,
    n: &Expr,
    hyp_k: &Expr,
    defs: &mut Vec<Expr>,
) -> Result<Expr, Decline> {
    let sub = |e: &Expr| err(e.substitute(s_k));
    let mut inc = sub(incs.last().expect("a leaf"))?;
    if incs.iter().any(|d| *d != incs[0]) {
        for (d, g) in incs.iter().zip(gammas).rev().skip(1) {
            inc = err(Expr::cond(&sub(g)?, &sub(d)?, &inc))?;
        }
    }
    let inc = inc.simplify_under(hyp_k).unwrap_or(inc);
    let mut closed = super::sums::Closed {
        tools: search,
        defs: Vec::new(),
    };
    let total = match closed.sum(&inc, k, n, hyp_k) {
        Ok(t) => t,
        // Discovery only needs to know what changes.
        Err(_) if search.m.checks.unchecked => return Ok(search.m.fresh(&Type::int(), "sum")),
        Err(why) => {
            return Err(Decline::from(format!(
                "an accumulation without a closed form: {why}"
            )))
        }
    };
    defs.append(&mut closed.defs);
    Ok(total)
}

/// Declines when the values the body of the loop reads (the variables of the frame
/// at `depth` and the globals its statements and conditions name), with the path
/// condition, written out as trees would have more than [`MAX_TREE`] nodes: values
/// that share their parts exponentially (read through writes that read the array
/// again), on which every query of an attempt would take the solvers' whole time.
/// Another state (a shorter path) may have smaller values: a decline to retry.
pub(super) fn small_enough(
    search: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
    func: FunctionId,
    body: &crate::loops::LocSet,
    depth: usize,
) -> Result<(), Decline> {
    let prog = search.m.progs[p.model as usize];
    let f = &prog.functions[func.0 as usize];
    let mut vars = Vec::new();
    for l in body.iter() {
        for t in &f.locations[l.0 as usize].out {
            vars_of(&t.guard, &mut vars);
            for e in crate::liveness::stmt_exprs(&t.stmt) {
                vars_of(e, &mut vars);
            }
        }
    }
    let mut size = st.pc.tree_size();
    let mut values: Vec<Value> = vars
        .iter()
        .filter_map(|v| get(st, p, var_slot(depth, *v)?))
        .collect();
    while let Some(v) = values.pop() {
        match v {
            Value::Sym(e) => size = size.saturating_add(e.tree_size()),
            Value::Agg(items) => values.extend(items.iter().cloned()),
            _ => {}
        }
    }
    if size > MAX_TREE {
        return Err(Decline::unproved(format!(
            "the values the loop reads are too large: written out, they and the path condition would have more than {MAX_TREE} terms"
        )));
    }
    Ok(())
}

/// Whether `hyp ⇒ c`: the simplifier, then (when checks are on) the prover.
fn decide(search: &mut Search<'_, '_>, hyp: &Expr, c: &Expr) -> bool {
    if matches!(tass_symbolic::valid(hyp, c), Ok(tass_symbolic::Answer::Yes)) {
        return true;
    }
    !search.m.checks.unchecked
        && search.out_of_budget().is_none()
        && matches!(search.m.oracle.valid(hyp, c), crate::oracle::Decision::Yes)
}

/// Whether a condition at the loop head where `p` is involves symbolic values.
pub(super) fn symbolic_head(search: &mut Search<'_, '_>, st: &State, p: ProcId) -> bool {
    let Some(top) = st.proc(p).top() else {
        return false;
    };
    let prog = search.m.progs[p.model as usize];
    let location = &prog.functions[top.func.0 as usize].locations[top.loc.0 as usize];
    let mut probe = st.clone();
    location
        .out
        .iter()
        .any(|t| match search.m.eval(&mut probe, p, &t.guard) {
            Ok(Value::Sym(g)) => !g.free_symbols().is_empty(),
            _ => true,
        })
}

/// Whether `a` implies `c` (a *maybe* is a no). In a generic iteration of an
/// enclosing loop the question becomes its obligation; while discovering what a
/// loop writes, nothing is proved.
fn prove(search: &mut Search<'_, '_>, a: &Expr, c: &Expr) -> bool {
    if search.m.checks.unchecked {
        return true;
    }
    if let Some(list) = &mut search.m.checks.obligations {
        list.push((a.clone(), c.clone()));
        return true;
    }
    // Once a limit of the run has passed, nothing more is proved (the attempt then
    // declines for the limit).
    search.out_of_budget().is_none()
        && matches!(search.m.oracle.valid(a, c), crate::oracle::Decision::Yes)
}

/// A guard's value as a condition.
pub(super) fn sym_guard(
    search: &mut Search<'_, '_>,
    st: &mut State,
    p: ProcId,
    g: &tass_model::Expr,
) -> Result<Expr, Decline> {
    match search.m.eval(st, p, g).map_err(Decline::halted)? {
        Value::Sym(e) => Ok(e),
        _ => Err(Decline::from("a loop condition that is not a number")),
    }
}

/// The number of iterations of a loop whose condition at iteration `k` is `g`, in
/// closed form, when the condition is a comparison linear in `k` that becomes false
/// and stays false.
fn trip_count(search: &mut Search<'_, '_>, g: &Expr, k: &Expr, pc: &Expr) -> Result<Expr, Decline> {
    let not_linear =
        || "the loop condition is not a comparison of the counter with a bound".to_string();
    let ExprKind::Rel(op, f) = g.kind() else {
        return Err(Decline::from(not_linear()));
    };
    let Some((f0, a)) = linear(f, k)? else {
        return Err(Decline::from(not_linear()));
    };
    let Some(a) = a.as_int().and_then(|a| i64::try_from(a).ok()) else {
        return Err(Decline::from(not_linear()));
    };
    match op {
        // f0 + a*k >= 0 with a < 0: iterations k = 0 ..= f0 / -a.
        RelOp::Ge if a < 0 => {
            let cnt = err(err(f0.c_div(&Expr::int(-a)))?.plus(&Expr::int(1)))?;
            let nonneg = err(f0.greater_eq(&Expr::int(0)))?;
            Ok(err(Expr::cond(&nonneg, &cnt, &Expr::int(0)))?)
        }
        // f0 + a*k != 0 with a = ±1: the loop ends when it reaches the bound, which it
        // must not have passed.
        RelOp::Ne if a.abs() == 1 => {
            let n = err(f0.times(&Expr::int(-a)))?;
            let reached = err(n.greater_eq(&Expr::int(0)))?;
            if !prove(search, pc, &reached) {
                return Err(Decline::unproved(
                    "the loop may never reach its bound (`!=` condition)".into(),
                ));
            }
            Ok(n)
        }
        RelOp::Ge | RelOp::Ne => Err(Decline::from(
            "the loop may not terminate: its counter moves away from its bound",
        )),
        _ => Err(Decline::from(not_linear())),
    }
}

/// The iteration that changes the elements where `cond` holds (in terms of the
/// iteration `k`; `hyp` holds of `k`): `(K, ok, rest)` such that an iteration `k`
/// satisfies `cond` exactly when `k = K`, `ok` and `rest` (with `K` for `k`) hold. An
/// equation linear in `k` with a constant coefficient is solved; otherwise a bound of
/// the form `f0 + a*k >= 0` proposes `k = f0 / -a`, which the prover must confirm.
fn iteration_of(
    search: &mut Search<'_, '_>,
    cond: &Expr,
    k: &Expr,
    hyp: &Expr,
) -> Result<(Expr, Expr, Expr), Decline> {
    let clauses = cond.clauses();
    let others = |i: usize| -> Result<Expr, Decline> {
        let mut r = Expr::bool(true);
        for (j, c) in clauses.iter().enumerate() {
            if j != i {
                r = err(r.and(c))?;
            }
        }
        Ok(r)
    };
    for (i, c) in clauses.iter().enumerate() {
        let ExprKind::Rel(RelOp::Eq, f) = c.kind() else {
            continue;
        };
        let Some((f0, a)) = linear(f, k)? else {
            continue;
        };
        let Some(a) = a.as_int().and_then(|a| i64::try_from(a).ok()) else {
            continue;
        };
        // f0 + a*k = 0.
        let d = err(f0.times(&Expr::int(-1)))?;
        let (q, ok) = if a.abs() == 1 {
            (err(d.times(&Expr::int(a)))?, Expr::bool(true))
        } else {
            let q = err(d.c_div(&Expr::int(a)))?;
            let ok = err(err(q.times(&Expr::int(a)))?.equals(&d))?;
            (q, ok)
        };
        return Ok((q, ok, others(i)?));
    }
    let whole = err(hyp.and(cond))?;
    for c in &clauses {
        let ExprKind::Rel(RelOp::Ge | RelOp::Gt, f) = c.kind() else {
            continue;
        };
        let Some((f0, a)) = linear(f, k)? else {
            continue;
        };
        let q = err(f0.c_div(&err(a.times(&Expr::int(-1)))?))?;
        if q.involves(k) {
            continue;
        }
        if prove(search, &whole, &err(k.equals(&q))?) {
            return Ok((q, Expr::bool(true), cond.clone()));
        }
    }
    Err(Decline::unproved(format!(
        "the elements an iteration writes do not determine the iteration (where {cond})"
    )))
}

/// Executes one iteration of the loop from `gen` (the process at the head): every
/// path through the body, each a leaf when it gets back to the head. A path that
/// leaves the loop otherwise adds the obligation that it cannot happen.
pub(super) fn generic_run(
    search: &mut Search<'_, '_>,
    gen: State,
    p: ProcId,
    (func, head, bi): (FunctionId, LocId, usize),
    body: &crate::loops::LocSet,
    depth: usize,
) -> Result<Leaves, Decline> {
    let uid = gen.proc(p).stack[depth].uid;
    let prog = search.m.progs[p.model as usize];
    let t = &prog.functions[func.0 as usize].locations[head.0 as usize].out[bi];
    // Only this run collects where the hypothesis stopped, not the runs of loops
    // nested in its body (their techniques see none).
    let mut stopped = search.path.hyp_stopped.take();
    search.m.acting(p);
    let mut first = gen;
    let g = sym_guard(search, &mut first, p, &t.guard)?;
    let mut stack = Vec::new();
    let c = Choice::step(p, func, head, bi as u32, g);
    match search.step_inner(&mut first, &c) {
        Ok(()) => stack.push((first, 0usize, Vec::new())),
        Err(Halt::Infeasible) => {}
        Err(h) => return Err(Decline::halted(h)),
    }
    let mut leaves = Vec::new();
    let mut steps = 0usize;
    let abstracted = stack
        .first()
        .is_some_and(|(s, _, _): &(State, usize, Vec<(u32, LocId)>)| s.abstracted);
    while let Some((mut st, mut inner, mut seen)) = stack.pop() {
        loop {
            if let Some(stop) = search.out_of_budget() {
                return Err(Decline::stopped(stop));
            }
            steps += 1;
            if steps > STEP_LIMIT {
                return Err(Decline::from(
                    "one iteration of the body takes too many steps",
                ));
            }
            if st.abstracted != abstracted {
                return Err(Decline::from(
                    "a loop in the body was summarised by its invariant",
                ));
            }
            let pr = st.proc(p);
            if pr.terminated() && p.model == 0 {
                // The hypothesis of an inductive step stopped in the paired iteration
                // itself: the larger run goes on from here (technique `induction`
                // decides what that means).
                if let Some(list) = &mut stopped {
                    list.push(st);
                    break;
                }
            }
            let left = pr.terminated() || pr.stack.len() <= depth || pr.stack[depth].uid != uid;
            if left
                || (pr.stack.len() == depth + 1
                    && !body.contains(&pr.stack[depth].loc)
                    && pr.stack[depth].loc != head)
            {
                // Leaving the loop but by its condition: must not happen.
                if !search.m.checks.unchecked {
                    let a = search.m.assumption(&st);
                    if let Some(list) = &mut search.m.checks.obligations {
                        list.push((a, Expr::bool(false)));
                    }
                }
                break;
            }
            let top = &pr.stack[pr.stack.len() - 1];
            let at_inner_head = prog.functions[top.func.0 as usize].locations[top.loc.0 as usize]
                .loop_info
                .is_some()
                && !(pr.stack.len() == depth + 1 && top.loc == head);
            if at_inner_head {
                inner += 1;
                // An inner loop that no technique summarised (its head reached a
                // second time on this path) and whose condition is symbolic cannot
                // be run to its end here.
                let here = (top.uid, top.loc);
                let again = seen.contains(&here);
                if !again {
                    seen.push(here);
                }
                if inner > INNER_LIMIT || (again && symbolic_head(search, &st, p)) {
                    return Err(Decline::from("a loop in the body is not summarised"));
                }
            }
            let pr = st.proc(p);
            if pr.stack.len() == depth + 1 && pr.stack[depth].loc == head {
                leaves.push(st);
                if leaves.len() > LEAF_LIMIT {
                    return Err(Decline::from(
                        "one iteration of the body has too many paths",
                    ));
                }
                break;
            }
            if search.m.comm_at(&st, p).is_some() {
                return Err(Decline::from("the body communicates (MPI)"));
            }
            let choices = match search.process_choices(&mut st, p) {
                Ok(c) => c,
                Err(Halt::Infeasible) => break,
                Err(h) => return Err(Decline::halted(h)),
            };
            let Some((c0, rest)) = choices.split_first() else {
                break;
            };
            for c in rest {
                let mut s2 = st.clone();
                match search.step_inner(&mut s2, c) {
                    Ok(()) => stack.push((s2, inner, seen.clone())),
                    Err(Halt::Infeasible) => {}
                    Err(h) => return Err(Decline::halted(h)),
                }
            }
            match search.step_inner(&mut st, c0) {
                Ok(()) => {}
                Err(Halt::Infeasible) => break,
                Err(h) => return Err(Decline::halted(h)),
            }
        }
    }
    search.path.hyp_stopped = stopped;
    Ok(leaves)
}

/// Why executing the generic iteration stopped, as a reason to decline.
pub(super) fn describe(h: Halt) -> String {
    match h {
        Halt::Unsupported(_, why) => format!("the body has a construct not supported here ({why})"),
        Halt::Split { .. } => "the body needs concrete values of symbolic ones".into(),
        Halt::Cut(_) => "the body hit a limit".into(),
        Halt::Violation(_) => "a check in the body failed".into(),
        Halt::Infeasible => "no path through the body".into(),
    }
}

/// Whether two states differ only in what a loop iteration may change (memory values):
/// the same frames, heap objects, messages and marks.
pub(super) fn same_shape(a: &State, b: &State, p: ProcId) -> Result<(), Decline> {
    let (pa, pb) = (a.proc(p), b.proc(p));
    if pa.heap.len() != pb.heap.len() {
        return Err(Decline::from("the body allocates memory"));
    }
    if pa
        .heap
        .iter()
        .zip(pb.heap.iter())
        .any(|(x, y)| x.is_some() != y.is_some())
    {
        return Err(Decline::from("the body frees memory"));
    }
    if pa.stack.len() != pb.stack.len() || a.buffers != b.buffers || a.queue != b.queue {
        return Err(Decline::from("the body changes more than memory"));
    }
    if a.marks != b.marks {
        return Err(Decline::from("a loop in the body is not summarised"));
    }
    if pa.requests != pb.requests
        || pa.comms != pb.comms
        || pa.types != pb.types
        || (pa.mpi_initialized, pa.mpi_finalized) != (pb.mpi_initialized, pb.mpi_finalized)
        || pa.globals.len() != pb.globals.len()
    {
        return Err(Decline::from("the body changes more than memory"));
    }
    Ok(())
}

/// The variables a model expression names.
fn vars_of(e: &tass_model::Expr, out: &mut Vec<VarRef>) {
    if let MKind::Var(v) = &e.kind {
        if !out.contains(v) {
            out.push(*v);
        }
    }
    for c in e.children() {
        vars_of(c, out);
    }
}

/// The slot of a variable of the function whose frame is at `depth`.
fn var_slot(depth: usize, v: VarRef) -> Option<Slot> {
    match v {
        VarRef::Local(i) => Some(Slot::Local(depth, i as usize)),
        VarRef::Global(i) => Some(Slot::Global(i as usize)),
        VarRef::Shared(i) => Some(Slot::Shared(i as usize)),
        VarRef::Bound(_) => None,
    }
}

/// The element reduction `O[idx] += inc` of a one-dimensional array's changes, if they
/// are one: on every leaf either no change, or one change at the element `idx` (the same
/// on every leaf, not depending on the iteration `k`) whose new value is the element's
/// value plus an increment that does not read `O`.
#[allow(clippy::type_complexity)]
fn elem_reduction(
    per_leaf: &[Vec<Change>],
    o: &Expr,
    xs: &[Expr],
    k: &Expr,
) -> Result<Option<(Vec<Expr>, Vec<Expr>)>, String> {
    let [x] = xs else { return Ok(None) };
    let mut cond: Option<&Expr> = None;
    for cs in per_leaf {
        match cs.as_slice() {
            [] => {}
            [c] if cond.is_none_or(|d| *d == c.cond) => cond = Some(&c.cond),
            _ => return Ok(None),
        }
    }
    let Some(cond) = cond else { return Ok(None) };
    if cond.involves(k) {
        return Ok(None);
    }
    let f = match cond.kind() {
        ExprKind::Rel(RelOp::Eq, f) => f.clone(),
        ExprKind::Equal(a, b) if a.ty().is_int() => err(a.minus(b))?,
        _ => return Ok(None),
    };
    let Some((f0, a)) = linear(&f, x)? else {
        return Ok(None);
    };
    let idx = match unit(&a) {
        Some(true) => err(f0.negated())?,
        Some(false) => f0,
        None => return Ok(None),
    };
    let old = err(o.read(&idx))?;
    let mut incs = Vec::new();
    for cs in per_leaf {
        let d = match cs.first() {
            None => Expr::int(0),
            Some(c) => err(err(c.value.substitute_one(x, &idx))?.minus(&old))?,
        };
        if d.involves(o) || !d.ty().is_int() {
            return Ok(None);
        }
        incs.push(d);
    }
    Ok(Some((vec![idx], incs)))
}

/// The element of `e` at the indices `xs`.
fn read_at(e: &Expr, xs: &[Expr]) -> Result<Expr, String> {
    let mut r = e.clone();
    for x in xs {
        r = err(r.read(x))?;
    }
    Ok(r)
}

/// How `e` differs from the array `base` at the element of indices `xs`: the changes,
/// first to last. Writes (also of rows: `write(b, i, write(read(b, i), j, v))`),
/// concrete writes, array lambdas (the summaries of inner loops) and conditionals are
/// taken apart; anything else changes every element.
fn changes(e: &Expr, base: &Expr, xs: &[Expr]) -> Result<Vec<Change>, String> {
    if e == base {
        return Ok(Vec::new());
    }
    let everywhere = || -> Result<Vec<Change>, String> {
        Ok(vec![Change {
            cond: Expr::bool(true),
            value: read_at(e, xs)?,
        }])
    };
    if let ExprKind::Cond(c, a, b) = e.kind() {
        let mut out = Vec::new();
        let nc = err(c.not())?;
        for ch in changes(b, base, xs)? {
            out.push(Change {
                cond: err(nc.and(&ch.cond))?,
                value: ch.value,
            });
        }
        for ch in changes(a, base, xs)? {
            out.push(Change {
                cond: err(c.and(&ch.cond))?,
                value: ch.value,
            });
        }
        return Ok(out);
    }
    let Some((x0, rest)) = xs.split_first() else {
        return everywhere();
    };
    let written = |b: &Expr, i: &Expr, v: &Expr, out: &mut Vec<Change>| -> Result<(), String> {
        let at = err(x0.equals(i))?;
        for ch in changes(v, &err(b.read(i))?, rest)? {
            out.push(Change {
                cond: err(at.and(&ch.cond))?,
                value: ch.value,
            });
        }
        Ok(())
    };
    match e.kind() {
        ExprKind::Write(b, i, v) => {
            let mut out = changes(b, base, xs)?;
            written(b, i, v, &mut out)?;
            Ok(out)
        }
        ExprKind::Chi(b, elems) => {
            let mut out = changes(b, base, xs)?;
            for (i, x) in elems.iter().enumerate() {
                if let Some(x) = x {
                    written(b, &Expr::int(i), x, &mut out)?;
                }
            }
            Ok(out)
        }
        ExprKind::Lambda(..) => {
            let el = err(e.read(x0))?;
            if matches!(el.kind(), ExprKind::Read(..)) {
                return everywhere();
            }
            changes(&el, &err(base.read(x0))?, rest)
        }
        _ => everywhere(),
    }
}

/// The indices along which `e` reads the array `o`, directly or through writes of it
/// (`o[j1][j2]`...), if it does.
fn read_path(
    e: &Expr,
    o: &Expr,
    extra: &Expr,
    out: &mut Vec<(Vec<Expr>, Expr)>,
    whole: &mut bool,
) -> Option<Vec<Expr>> {
    if e == o {
        return Some(Vec::new());
    }
    match e.kind() {
        ExprKind::Write(x, wj, wv) => {
            reads_of(wj, o, extra, out, whole);
            reads_of(wv, o, extra, out, whole);
            read_path(x, o, extra, out, whole)
        }
        ExprKind::Chi(x, elems) => {
            for v in elems.iter().flatten() {
                reads_of(v, o, extra, out, whole);
            }
            read_path(x, o, extra, out, whole)
        }
        ExprKind::Read(a, j) => {
            let mut path = read_path(a, o, extra, out, whole)?;
            reads_of(j, o, extra, out, whole);
            path.push(j.clone());
            Some(path)
        }
        _ => None,
    }
}

/// Collects the elements at which `e` reads the array `o` (their indices, with `extra`,
/// what holds where they are read), and whether it uses `o` otherwise.
fn reads_of(e: &Expr, o: &Expr, extra: &Expr, out: &mut Vec<(Vec<Expr>, Expr)>, whole: &mut bool) {
    if !e.involves(o) {
        return;
    }
    if e == o {
        *whole = true;
        return;
    }
    match e.kind() {
        ExprKind::Read(..) => match read_path(e, o, extra, out, whole) {
            Some(path) => {
                if path.iter().any(Expr::has_free_bound) {
                    *whole = true;
                } else {
                    let r = (path, extra.clone());
                    if !out.contains(&r) {
                        out.push(r);
                    }
                }
            }
            None => e
                .kind()
                .for_each_child(|c| reads_of(c, o, extra, out, whole)),
        },
        ExprKind::Length(a) if read_path(a, o, extra, out, whole).is_some() => {}
        k => k.for_each_child(|c| reads_of(c, o, extra, out, whole)),
    }
}

/// Whether `e` is built of constants and variables of `p`'s top frame, globals and
/// shared variables by arithmetic, comparisons and conversions only, and each of those
/// variables holds a constant: its value is then a constant too.
fn constant_operands(st: &State, p: ProcId, e: &tass_model::Expr) -> bool {
    use tass_model::{ExprKind as K, VarRef};
    match &e.kind {
        K::Int(..) | K::Real(..) | K::Bool(_) => true,
        K::Var(v) => {
            let pr = st.proc(p);
            let value = match v {
                VarRef::Local(i) => pr.top().and_then(|f| f.locals.get(*i as usize)),
                VarRef::Global(i) => pr.globals.get(*i as usize),
                VarRef::Shared(i) => st.models[p.model as usize].shared.get(*i as usize),
                VarRef::Bound(_) => None,
            };
            matches!(value, Some(Value::Sym(x)) if x.is_constant())
        }
        K::Unary(_, a) | K::Cast(a) => constant_operands(st, p, a),
        K::Binary(_, a, b) => constant_operands(st, p, a) && constant_operands(st, p, b),
        _ => false,
    }
}
