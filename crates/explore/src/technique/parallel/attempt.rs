//! The technique's hook: when a loop head is worth an attempt, the four steps of a
//! summary in order (module doc of `parallel`), and what the search does with the
//! summary or the decline.

use super::after::{after_loop, after_some};
use super::analysis::analyse;
use super::decline::{err, Decline};
use super::dependence::{independent, unproved_obligations, Failure};
use super::discovery::{discover, small_enough};
use super::generic::generic_iteration;
use super::run::sym_guard;
use crate::machine::Halt;
use crate::search::{Choice, Search};
use crate::technique::{AtHead, LoopTechnique, Technique};
use tass_model::{FunctionId, LocId, LoopInfo};
use tass_state::{LoopMark, ProcId, State, Value};
use tass_symbolic::{Expr, Substitution};

/// The technique `parallel`.
pub(crate) struct ParallelTechnique;

/// How many times the technique tries a loop it declined before it stops trying it in
/// this run (the same loop reached again, in other states).
const RETRIES: u32 = 2;

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
        // Back at the head after the first failing iteration the summary resumed: the
        // later iterations are covered by the summary's other states.
        if st.marks.contains(&failing_mark(p, uid, loc)) {
            return Ok(AtHead::EndPath);
        }
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
        if crate::technique::pairing::hypothesis_waits(st, p, loc) {
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
                // A loop with a concrete bound is attempted only when it is long: the
                // search, which runs it now, may not finish.
                if top && location_concrete_long(s, st, p, func, loc) {
                    s.tech.slow_loop = true;
                    s.give_up_prover();
                }
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
            Attempt::Summarised(summary) => {
                let Summary {
                    next,
                    after_j,
                    failing,
                    violation,
                } = *summary;
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
                if let Some(h) = violation {
                    return Err(match h {
                        Halt::Violation(mut v) => {
                            v.after_summary = true;
                            Halt::Violation(v)
                        }
                        h => h,
                    });
                }
                match (next, failing) {
                    // Two ways on: after the loop, and into its first failing iteration
                    // (explored first); without a bound, only the second.
                    (next, Some((at_j, ways))) => {
                        if let Some((next, exit)) = next {
                            s.path
                                .pending_states
                                .push((next, smallvec::smallvec![exit]));
                        }
                        s.path.pending_states.push((at_j, ways));
                        Ok(AtHead::EndPath)
                    }
                    (Some((next, exit)), None) => {
                        *st = next;
                        Ok(AtHead::Choices(smallvec::smallvec![exit]))
                    }
                    (None, None) => unreachable!("a summary without a bound has a failing state"),
                }
            }
        }
    }

    fn after_step(&self, s: &mut Search<'_, '_>, st: &mut State, c: &Choice) {
        s.forget_left_loops(st, c.proc, Technique::Parallel);
    }
}
/// The mark of a loop the technique declined on this path.
fn declined_mark(proc: ProcId, frame: u32, head: LocId) -> LoopMark {
    crate::technique::mark(Technique::Parallel, proc, frame, head)
}
/// What the technique made of a loop.
enum Attempt {
    /// The loop's condition is concrete: the search runs it.
    NotTried,
    /// Declined, with the reason.
    Declined(Decline),
    /// The loop summarised.
    Summarised(Box<Summary>),
}

/// A loop summarised: the state after it, about to take the exit transition; for a loop
/// with invariants, the state after an arbitrary number of its iterations; for a loop
/// whose checks may fail, the state at the head before its first failing iteration, with
/// the transition into the body.
struct Summary {
    next: Option<(State, Choice)>,
    after_j: Option<State>,
    failing: Option<(State, crate::search::Choices)>,
    /// A violation of the condition's checks before the first failing iteration.
    violation: Option<Halt>,
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
    let constant = location
        .out
        .iter()
        .all(|t| constant_operands(st, p, &t.guard));
    // `while (1)` and `for (;;)` end by the ways out of their body only: tried too.
    let forever = location.out.iter().any(|t| always_true(&t.guard));
    if constant && !forever && !location.out.iter().any(|t| long_comparison(&t.guard)) {
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
    // A loop with a concrete bound is run by the search, unless it has at least
    // [`LONG`] iterations to go: the search would take a step (and prover queries) for
    // each, and the summary, exact for any number of iterations, is one attempt.
    if concrete && !forever && !long_loop(search, st, p, guard) {
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
        Ok(summary) => Attempt::Summarised(Box::new(summary)),
        // Nothing to summarise here (the search leaves the loop at once): tried again
        // in other states.
        Err(why) if why.idle => Attempt::NotTried,
        Err(why) => Attempt::Declined(why),
    }
}
/// Summarises the loop at `loc` of `func` (branch `bi` into the body, `ei` out of
/// it) from the state `st`: the four steps of the module doc, each declining with
/// its reason. The state after the loop, the exit transition from it, and, for a loop
/// with invariants, the state after an arbitrary number of iterations.
fn summarise(
    search: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
    (func, loc): (FunctionId, LocId),
    (bi, ei): (usize, usize),
    body: &crate::loops::LocSet,
) -> Result<Summary, Decline> {
    let prog = search.m.progs[p.model as usize];
    let location = &prog.functions[func.0 as usize].locations[loc.0 as usize];
    let depth = st.proc(p).stack.len() - 1;
    small_enough(search, st, p, func, body, depth)?;
    // 1. Discovery.
    let found = discover(search, st, p, (func, loc, bi), body, depth)?;
    // 2. The generic iteration.
    let mut generic = generic_iteration(search, st, p, (func, loc, bi, ei), body, depth, &found)?;
    // 3. What each leaf did, and the proofs that no iteration depends on another.
    let mut analysis = analyse(search, p, depth, &found, &mut generic, false)?;
    if let Err(why) = independent(search, p, &generic, &analysis) {
        // An array that iterations change in overlapping ranges may still add to each
        // element independently (a map reduction).
        if !analysis.map_alternative {
            return Err(why);
        }
        analysis = analyse(search, p, depth, &found, &mut generic, true)?;
        if independent(search, p, &generic, &analysis).is_err() {
            return Err(why);
        }
    }
    // The checks of the body not shown for every iteration: the executions are those
    // whose iterations all pass them (the loop's exit, below), and those whose first
    // failing iteration is some `j` (the search resumes at the head after `j`
    // iterations and runs iteration `j`). Inside an enclosing loop's iteration, or with
    // invariants to check after every iteration, the loop is left to the search.
    let unproved = unproved_obligations(search, &generic, &analysis)?;
    let nested = search.m.checks.obligations.is_some() || search.m.checks.unchecked;
    let has_invariants = location
        .loop_info
        .as_ref()
        .is_some_and(|li| !li.invariants.is_empty());
    // Paths that only end the program in the body (`assume_abort_if_not` in the
    // loop) are left to induction (which pairs such loops with later ones) when the
    // loop's bound is symbolic; a long concrete loop, which nothing else runs, is
    // summarised.
    let only_ends = unproved.iter().all(|(_, _, f)| *f == Failure::Ends);
    let long = long_loop(search, st, p, &location.out[bi].guard);
    let question = unproved.iter().any(|(_, _, f)| *f == Failure::Question);
    // A running bound's checks are proved under less than their paths assumed (module
    // `bound`): assumed after the loop they would say too much.
    let bounds = generic
        .written
        .iter()
        .any(|w| matches!(w.effect, Some(super::changes::Effect::Bound(_))));
    if !unproved.is_empty()
        && (nested || has_invariants || question || bounds || (only_ends && !long))
    {
        return Err(Decline::from(
            "a check in the body may fail at some iteration (left to the search)",
        ));
    }
    // 4. The state after the loop: after its `n` iterations (none without a bound:
    // every execution that leaves the loop fails, below, at some iteration).
    let (mut out, after_j) = match &generic.n {
        Some(n) => {
            let (out, after_j) = after_loop(
                search,
                p,
                (location, ei),
                depth,
                &found,
                (&generic, &analysis),
                n,
            )?;
            (Some(out), after_j)
        }
        None => {
            if unproved.is_empty() {
                return Err(Decline::from(
                    "the loop may not terminate: its condition bounds no counter and no iteration is shown to leave it",
                ));
            }
            if has_invariants {
                return Err(Decline::from(
                    "the loop has invariants and its condition bounds no counter",
                ));
            }
            (None, None)
        }
    };
    let mut failing = None;
    if !unproved.is_empty() {
        let ctx = (location, ei, depth, &found);
        match first_failing(
            search,
            st,
            p,
            (func, loc),
            ctx,
            (&generic, &analysis),
            &unproved,
            out.as_mut(),
        )? {
            Ok(f) => failing = Some(f),
            Err(v) => {
                return Ok(Summary {
                    next: None,
                    after_j: None,
                    failing: None,
                    violation: Some(v),
                })
            }
        }
    }
    let next = match out {
        Some(mut out) => {
            let exit_guard = sym_guard(search, &mut out, p, &location.out[ei].guard)?;
            Some((out, Choice::step(p, func, loc, ei as u32, exit_guard)))
        }
        None => None,
    };
    Ok(Summary {
        next,
        after_j,
        failing,
        violation: None,
    })
}

/// The executions of a loop with checks not shown for every iteration: the state
/// after the loop (`out`) gets the fact that every iteration passes them, and the
/// state before the first failing iteration `j` (with the ways on from the head
/// there) is built, or the violation of the condition's checks there. Declines when
/// the prover does not show that some iteration fails.
#[allow(clippy::too_many_arguments)]
fn first_failing(
    search: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
    (func, loc): (FunctionId, LocId),
    (location, ei, depth, found): (
        &tass_model::Location,
        usize,
        usize,
        &super::discovery::Discovery,
    ),
    (generic, analysis): (&super::generic::Generic, &super::analysis::Analysis),
    unproved: &[(Expr, Expr, Failure)],
    out: Option<&mut State>,
) -> Result<Result<(State, crate::search::Choices), Halt>, Decline> {
    // Every iteration passes: `∀k < n. o1(k) ⇒ o2(k)`.
    // The unproved obligations hold at iteration `kk`.
    let pass = |kk: &Expr| -> Result<Expr, Decline> {
        let mut at = Substitution::new();
        if kk != &generic.k {
            err(at.insert(&generic.k, kk))?;
        }
        let mut all = Expr::bool(true);
        for (o1, o2, _) in unproved {
            all = err(all.and(&err(err(o1.implies(o2))?.substitute(&at))?))?;
        }
        Ok(all)
    };
    let every = |m: &Expr| -> Result<Expr, Decline> {
        let body = pass(&generic.k)?;
        Ok(err(Expr::forall(
            &generic.k,
            Some(&Expr::int(0)),
            Some(m),
            &body,
        ))?)
    };
    if let (Some(out), Some(n)) = (out, &generic.n) {
        out.pc = err(out.pc.and(&every(n)?))?;
    }
    // The first failing iteration `j`.
    let j = search.m.fresh(&tass_symbolic::Type::int(), "j");
    let fails = err(pass(&j)?.not())?;
    let before = match &generic.n {
        Some(n) => err(j.less(n))?,
        None => Expr::bool(true),
    };
    // Only a failing iteration the prover shows to exist: a check it merely cannot
    // prove (a fact the summary does not carry, which induction may prove) leaves
    // the loop to the other techniques and the search. Some iteration failing (a
    // question without quantifiers) is enough: the first failing one exists then.
    let some_fails = |hi: Option<&Expr>| -> Result<Expr, Decline> {
        let mut c = err(generic
            .pre
            .pc
            .and(&err(j.greater_eq(&Expr::int(0)))?)
            .and_then(|c| c.and(&before))
            .and_then(|c| c.and(&fails)))?;
        if let Some(hi) = hi {
            c = err(c.and(&err(j.less(hi))?))?;
        }
        Ok(c)
    };
    if !matches!(
        search
            .m
            .oracle
            .valid(&some_fails(None)?, &Expr::bool(false)),
        crate::oracle::Decision::No(_)
    ) {
        return Err(Decline::from(
            "a check in the body may fail at some iteration (left to the search)",
        ));
    }
    // When every failing path is a failed check (the program stops there: no path
    // that leaves the loop and goes on), one failing execution is enough: the
    // smallest iteration at which one can fail, found by bisection with questions
    // without quantifiers; no execution fails before it, so the state needs no
    // quantified fact about the earlier iterations. Otherwise (a `break`, a
    // `return`, a condition that is false before the bound, ...) the state covers
    // every first failing iteration `j`, each earlier one passing (a quantified
    // fact).
    let checks_only = unproved.iter().all(|(_, _, f)| *f == Failure::Check);
    let first = if checks_only {
        smallest_failing(search, &|hi| some_fails(Some(hi)))?
    } else {
        None
    };
    let mut at_j = after_some(
        search,
        p,
        (location, ei),
        depth,
        found,
        (generic, analysis),
        &j,
        first.is_none(),
    )?;
    let earlier = match &first {
        Some(jj) => err(j.equals(&Expr::int(*jj)))?,
        None => every(&j)?,
    };
    at_j.pc = err(at_j
        .pc
        .and(&before)
        .and_then(|c| c.and(&earlier))
        .and_then(|c| c.and(&fails)))?;
    let uid = st.proc(p).top().map(|f| f.uid).unwrap_or(0);
    at_j.marks.push(declined_mark(p, uid, loc));
    at_j.marks.push(failing_mark(p, uid, loc));
    // The ways on from the head before iteration `j`, the loop's condition
    // evaluated (its checks made, as at any visit of the head: `a[i]` in `while
    // (a[i] != x)`) and each way asked for feasibility: into the body, and out of
    // the loop where the condition is not only the bound. A check of the condition
    // that fails there fails in the first failing iteration: a violation.
    match search.guarded_choices(&mut at_j, p, (func, loc)) {
        Ok(ways) => Ok(Ok((at_j, ways))),
        Err(Halt::Violation(v)) => Ok(Err(Halt::Violation(v))),
        Err(h) => Err(Decline::halted(h)),
    }
}

/// The smallest iteration at which one may fail (`some_fails(hi)`: some iteration
/// `j < hi` fails; one does): the first power of two `hi` with a failing iteration below
/// it, then bisection, each question without quantifiers. `None` when the prover does
/// not answer one of them, or past 2^40.
fn smallest_failing(
    search: &mut Search<'_, '_>,
    some_fails: &dyn Fn(&Expr) -> Result<Expr, Decline>,
) -> Result<Option<i64>, Decline> {
    let ask = |search: &mut Search<'_, '_>, hi: i64| -> Result<Option<bool>, Decline> {
        let q = some_fails(&Expr::int(hi))?;
        let r = match search.m.oracle.valid(&q, &Expr::bool(false)) {
            crate::oracle::Decision::No(_) => Some(true),
            crate::oracle::Decision::Yes => Some(false),
            _ => None,
        };
        if let Some(stop) = search.out_of_budget() {
            return Err(Decline::stopped(stop));
        }
        Ok(r)
    };
    // Some iteration below `hi` fails, none below `lo`.
    let (mut lo, mut hi) = (0i64, 1i64);
    loop {
        match ask(search, hi)? {
            Some(true) => break,
            Some(false) if hi < 1 << 40 => {
                lo = hi;
                hi *= 2;
            }
            _ => return Ok(None),
        }
    }
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        match ask(search, mid)? {
            Some(true) => hi = mid,
            Some(false) => lo = mid,
            None => return Ok(None),
        }
    }
    Ok(Some(lo))
}

/// The mark of the state that resumes a loop at its first failing iteration: the path
/// ends when it gets back to the head (the later iterations are the exit summary's or
/// another failing iteration's).
fn failing_mark(proc: ProcId, frame: u32, head: LocId) -> LoopMark {
    let mut m = crate::technique::mark(Technique::Parallel, proc, frame, head);
    m.flags = FAILING;
    m
}

/// The flag of [`failing_mark`].
const FAILING: u32 = 1;

/// Whether `e` is built of constants and variables of `p`'s top frame, globals and
/// shared variables by arithmetic, comparisons and conversions only, and each of those
/// variables holds a constant: its value is then a constant too.
/// Whether the loop at `loc` of `func` has a concrete condition with at least [`LONG`]
/// iterations to go (`long_loop`).
fn location_concrete_long(
    search: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
    func: FunctionId,
    loc: LocId,
) -> bool {
    let prog = search.m.progs[p.model as usize];
    let location = &prog.functions[func.0 as usize].locations[loc.0 as usize];
    location
        .out
        .iter()
        .any(|t| constant_operands(st, p, &t.guard) && long_loop(search, st, p, &t.guard))
}

/// Whether `e` is a constant condition that is always true (`1` in `while (1)`).
fn always_true(e: &tass_model::Expr) -> bool {
    use tass_model::ExprKind as K;
    match &e.kind {
        K::Int(v, _) => *v != 0,
        K::Bool(b) => *b,
        K::Cast(a) => always_true(a),
        _ => false,
    }
}

/// How many iterations a loop with a concrete bound must have left for the technique
/// to summarise it rather than let the search run it iteration by iteration.
const LONG: i64 = 1024;

/// Whether `e` is a comparison one of whose operands is a literal of magnitude at least
/// [`LONG`]: a loop that may run long (decided on values by [`long_loop`]).
fn long_comparison(e: &tass_model::Expr) -> bool {
    use tass_model::{BinOp as B, ExprKind as K};
    let big = |x: &tass_model::Expr| match &x.kind {
        K::Int(v, _) => v.unsigned_abs() >= LONG as u128,
        K::Cast(a) | K::Unary(_, a) => {
            matches!(&a.kind, K::Int(v, _) if v.unsigned_abs() >= LONG as u128)
        }
        _ => false,
    };
    match &e.kind {
        K::Binary(B::Lt | B::Le | B::Gt | B::Ge | B::Ne, a, b) => {
            big(a) || big(b) || long_comparison(a) || long_comparison(b)
        }
        K::Binary(B::And | B::Or, a, b) => long_comparison(a) || long_comparison(b),
        K::Unary(_, a) | K::Cast(a) => long_comparison(a),
        _ => false,
    }
}

/// Whether the loop condition `guard`, a comparison `a < b` (or `<=`, `>`, `>=`, `!=`)
/// of concrete values in `st`, has operands at least [`LONG`] apart: the loop has that
/// many iterations to go if its counter moves by a bounded step.
fn long_loop(search: &mut Search<'_, '_>, st: &State, p: ProcId, guard: &tass_model::Expr) -> bool {
    use tass_model::{BinOp as B, ExprKind as K};
    let K::Binary(B::Lt | B::Le | B::Gt | B::Ge | B::Ne, a, b) = &guard.kind else {
        return false;
    };
    let mut probe = st.clone();
    let mut value = |e: &tass_model::Expr| match search.m.eval(&mut probe, p, e) {
        Ok(Value::Sym(x)) => x
            .simplify_under(&st.pc)
            .ok()
            .and_then(|v| v.as_int().cloned()),
        _ => None,
    };
    let (Some(x), Some(y)) = (value(a), value(b)) else {
        return false;
    };
    let d = if x > y { x - y } else { y - x };
    d >= tass_symbolic::BigInt::from(LONG)
}

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
