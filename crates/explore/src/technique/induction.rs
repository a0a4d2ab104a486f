//! Technique `induction` (seed 002): induction on the program's size parameter `N`.
//! The inductive step runs two copies of the program in one state: the *hypothesis*
//! (model 0) for `N - 1`, whose properties are assumed (machine `hypothesis`), and the
//! program for `N` (model 1), whose properties are checked. The larger run takes the
//! nondeterministic values the smaller one made at the same places (machine `paired`).
//!
//! Loops are paired: the hypothesis waits at a loop head whose condition is symbolic
//! until the larger run reaches the same head at the same depth. Then the technique
//! relates the two loops by *difference invariants* and checks them by induction on the
//! iterations (Houdini: candidates that an iteration does not preserve are dropped):
//! - the counters are equal (when the larger loop starts one iteration behind, as a
//!   downward loop from `N - 1` does, it first runs that iteration alone);
//! - a scalar the loop writes differs by its difference on entry (`x_N = x_{N-1} + d`);
//!   when an iteration does not keep that, by a difference that grows with the
//!   iterations as the two runs' increments differ (`x += N` gives `x_N = x_{N-1} + k`
//!   after `k` iterations: the sum of what each path adds to the difference, a closed
//!   form of module `sums`, tried once per scalar);
//! - an array the loop writes at `counter + off` in every iteration is, on the region
//!   written so far, the other's plus a difference `g` (`a_N[x] = a_{N-1}[x] + g`),
//!   and unchanged (with its initialisation) elsewhere; `g` comes from a probing
//!   iteration, else from the element next to the region, else 0.
//!
//! Where the paths of an iteration give different differences, the candidate is one
//! conditional over the branch conditions that read only the parameters and the counter
//! (`N % 2 == 0 ? -1 : 1`; for an array, the counter read as the index that iteration
//! wrote). Reads of an element written at another index are resolved by the prover
//! (`settled`) before a difference is taken.
//!
//! The generic state (both loops after any number of paired iterations) is built from
//! fresh values and these relations; one iteration of each from it is executed (the
//! hypothesis first) with the larger run's checks collected as obligations, proved once
//! the relations are stable. Then the hypothesis leaves its loop, and the larger run
//! goes on by itself: its remaining iterations are the *peel* of seed 002, run by the
//! search like any code.
//!
//! # Details
//!
//! *The parameter*: `run` starts induction when the first run ends *unknown* at a loop
//! cut because its condition reads an unbounded value, with no possible violation left,
//! on one program and one process. The nondeterministic value (`__VERIFIER_nondet_*`, the
//! machine's `origins` of a symbol of the cut loop's condition, `Findings::cut_symbols`) is
//! `N`; the statement that makes it must run at most once (`run::runs_once`), since every
//! value it makes is bounded as `N`. `N` may also be an input of the program (`#pragma
//! TASS input`, `$input`; `config::Parameter::Input`): in the step, model 0's input is
//! the symbol `N` (read as `N - 1`) and model 1's is `N + 1`, every other input shared;
//! each copy assumes its own input conditions. The step therefore covers only sizes whose
//! predecessor the conditions accept, so the base case covers `N <= 4` *and* every `N`
//! whose `N - 1` the conditions that read `N` reject (`exec::initial_state`): `{N >= 10}`
//! gives the base case `N = 10`, `{N % 2 == 0}` an unbounded base case, which is not
//! decided (induction declines). Each of the two runs gets at most 60 s.
//!
//! *Base case*: the search with `N <= 4` added where the value is made
//! (`Config::induction`, `Setup { step: false }`); a violation is the verdict, *unknown*
//! gives up. Like the first search, it runs again without loop summaries when it ends
//! with possible violations only (its loops are bounded by the base, so that search is
//! exhaustive).
//!
//! *Inductive step*: model 0 for `N - 1 >= 4`, model 1 for `N`. The machine's
//! `hypothesis` flag (set by `Machine::acting` for model 0) makes every check of model 0
//! an assumption (`check` assumes the condition, `definite` and the leak check end the
//! path as infeasible, a failing `assume` stops model 0), so ψ(N-1) is assumed exactly
//! where the program states it. Model 0 pushes each nondeterministic value it makes on
//! `State::pairing` keyed by its site (and per-iteration arrays of `parallel` likewise),
//! model 1 pops the same site's (`Machine::paired_value`). At a pair (`pair`), discovery
//! of both bodies (`parallel`'s `discover`) must give the same counter, stepping by one;
//! if model 1's counter is one step behind it runs one iteration alone first (at most
//! two). The array difference `g`, when the probe gives `g + c` past the first iteration
//! (`r[i] = r[i-1] + N`), is a difference growing with the index, `g(x) = e + c·step·(x -
//! b)` with `b` the element next to the region on entry and `e` its difference there (a
//! candidate like any). Regions are within each array's own extent. Locals of the loop's
//! frame dead at the head (module `liveness`) get no relation and keep their entry value.
//! The generic state (`paired_iteration`) gives the counter a fresh `k` (past the entry
//! value, and the previous iteration's condition held on each side when it reads only the
//! counter), scalars fresh values tied by `D`, arrays lambdas over fresh regions. Houdini
//! runs at most 6 rounds; a shape or initialisation fact that fails declines the pair.
//! Once stable the obligations are proved, and model 1's condition must hold wherever
//! model 0's does. The path is complete when model 1 terminates (`induction_done`); what
//! model 0 still does is irrelevant. A pair that fails declines: model 0 stops (nothing
//! more is assumed), model 1 goes on and the step ends *unknown* at its cut. An
//! assumption of model 0 that may fail (`if (!c) abort();` in an initialising loop) stops
//! model 0 on that branch (its other branch assumes `c`); inside a paired iteration
//! model 1 then runs its iteration from that branch alone (`PathState::hyp_stopped`): its
//! checks there are obligations, and if it may get back to its head the pair is
//! declined, so every execution for `N` is either in the generic state or proved to fail
//! its own assumption. Both cases *holds* and the step not vacuous give *holds* for every
//! `N`.
//!
//! *Why this is sound*: the two runs are the program's executions for `N - 1` and `N` on
//! inputs that agree wherever both make them (any input of the run for `N - 1` extends to
//! the run for `N`: the sharing only restricts which pairs are explored, and every
//! execution for `N` is paired with one for `N - 1` since the latter's values are free);
//! assuming model 0's checks is the induction hypothesis (every execution for `N - 1`
//! satisfies them); `D` is an inductive invariant of the pair of loops (checked at a
//! generic iteration for every `k`), so model 1's states at the exit are
//! over-approximated by the generic state, and its checks inside the loop were proved
//! there.
//!
//! *Artefacts* (`Report::induction`: parameter, base, per pair the counter, the
//! iterations peeled at the start, `D`, the dropped candidates, the rounds) are shown
//! with `--show-induction` and in the JSON report. Failure reasons replace the first
//! run's: per loop from the step, or one reason (no parameter, base case undecided,
//! possible violations, time).

use super::pairing::{mark, mine, AHEAD, GO, HYP, MAIN};
use super::parallel::{discover, generic_run, sym_guard, symbolic_head, Discovery};
use super::parallel::{get, same_shape, set, slots, Decline, Slot};
use super::{AtHead, LoopTechnique, Technique};
use crate::machine::{fresh_number, Halt};
use crate::search::{Choice, Search};
use tass_model::{FunctionId, LocId, LoopInfo};
use tass_state::{ProcId, State, Value};
use tass_symbolic::{Expr, ExprKind, Type};

pub(crate) use crate::config::InductionSetup as Setup;

mod settle;
mod strengthen;
use settle::{err, settled};

/// The technique `induction`.
pub(crate) struct InductionTechnique;

/// The most rounds of dropping candidates.
const ROUNDS: usize = 6;

impl LoopTechnique for InductionTechnique {
    fn technique(&self) -> Technique {
        Technique::Induction
    }

    fn blocks(&self, s: &Search<'_, '_>, st: &State, p: ProcId) -> bool {
        if p != HYP || !Setup::is_step(&s.m.cfg.induction) || st.proc(MAIN).terminated() {
            return false;
        }
        let Some(f) = st.proc(p).top() else {
            return false;
        };
        st.marks
            .iter()
            .filter_map(|m| mine(m, HYP))
            .any(|(frame, head, flags)| frame == f.uid && head == f.loc && flags & GO == 0)
    }

    fn at_head(
        &self,
        s: &mut Search<'_, '_>,
        st: &mut State,
        p: ProcId,
        (func, loc): (FunctionId, LocId),
        li: &LoopInfo,
    ) -> Result<AtHead, Halt> {
        // Only the inductive step pairs loops, and only at the top level (not inside
        // another technique's generic iteration).
        if !Setup::is_step(&s.m.cfg.induction)
            || s.m.checks.obligations.is_some()
            || s.m.checks.unchecked
        {
            return Ok(AtHead::Continue);
        }
        let Some(uid) = st.proc(p).top().map(|f| f.uid) else {
            return Ok(AtHead::Continue);
        };
        if p == HYP {
            let known = st
                .marks
                .iter()
                .filter_map(|m| mine(m, HYP))
                .any(|(f, h, _)| f == uid && h == loc);
            if known || st.proc(MAIN).terminated() || !symbolic_head(s, st, p) {
                return Ok(AtHead::Continue);
            }
            // Wait for the larger run.
            st.marks.push(mark(HYP, uid, loc, 0));
            return Ok(AtHead::Choices(smallvec::smallvec![Choice::decision(
                p,
                func,
                loc,
                Expr::bool(true),
            )]));
        }
        if p != MAIN {
            return Ok(AtHead::Continue);
        }
        let depth = st.proc(MAIN).stack.len();
        let waiting = st.marks.iter().position(|m| {
            mine(m, HYP).is_some_and(|(f, h, flags)| {
                h == loc
                    && flags & GO == 0
                    && st.proc(HYP).stack.len() == depth
                    && st
                        .proc(HYP)
                        .top()
                        .is_some_and(|t| t.uid == f && t.loc == loc)
            })
        });
        let Some(wi) = waiting else {
            return Ok(AtHead::Continue);
        };
        let ahead = st
            .marks
            .iter()
            .position(|m| mine(m, MAIN).is_some_and(|(f, h, _)| f == uid && h == loc));
        let trace_len = s.path.trace.len();
        let path_len = s.path.path_len;
        let unchecked = s.m.checks.unchecked;
        let outer = s.m.checks.obligations.take();
        let r = match pair(s, st, func, loc) {
            // A decline after a limit of the run passed is for the limit.
            Err(d) if d.stop.is_none() => Err(s.out_of_budget().map_or(d, Decline::stopped)),
            r => r,
        };
        s.path.trace.truncate(trace_len);
        s.path.path_len = path_len;
        s.m.checks.unchecked = unchecked;
        s.m.checks.obligations = outer;
        s.m.acting(p);
        match r {
            Ok(Paired::Ahead) => {
                let n = ahead.map(|i| st.marks[i].flags >> 2).unwrap_or(0);
                if n >= 2 {
                    return decline(
                        s,
                        st,
                        func,
                        loc,
                        li,
                        "the loops of N - 1 and N do not line up",
                    );
                }
                let m = mark(MAIN, uid, loc, AHEAD | ((n + 1) << 2));
                match ahead {
                    Some(i) => st.marks[i] = m,
                    None => st.marks.push(m),
                }
                Ok(AtHead::Continue)
            }
            Ok(Paired::Done(done)) => {
                let (next, mut record) = *done;
                *st = next;
                record.span = li.span;
                record.peeled = ahead.map(|i| st.marks[i].flags >> 2).unwrap_or(0);
                s.findings.paired_loops.push(record);
                // The hypothesis leaves its loop; the larger run goes on by itself.
                if let Some(m) = st.marks.get_mut(wi) {
                    m.flags |= GO;
                }
                let span = li.span;
                s.record_loop(1, func, loc, span, Technique::Induction, Ok(()));
                Ok(AtHead::Continue)
            }
            Err(Decline {
                why,
                stop: Some(stop),
                ..
            }) => {
                // A limit of the run passed while the loops were paired: the search
                // stops too.
                s.record_loop(1, func, loc, li.span, Technique::Induction, Err(&why));
                Err(Halt::Cut(stop))
            }
            Err(d) => decline(s, st, func, loc, li, &d.why),
        }
    }

    fn after_step(&self, s: &mut Search<'_, '_>, st: &mut State, c: &Choice) {
        s.forget_left_loops(st, c.proc, Technique::Induction);
    }

    fn at_location(&self, s: &mut Search<'_, '_>, st: &State, p: ProcId, at: (FunctionId, LocId)) {
        strengthen::record_exit(s, st, p, at);
    }

    fn after_failure(&self, s: &mut Search<'_, '_>, failed: &Expr) {
        strengthen::after_failure(s, failed);
    }

    fn watches(&self, s: &mut Search<'_, '_>, p: ProcId, at: (FunctionId, LocId)) -> bool {
        strengthen::watches(s, p, at)
    }
}

/// The pairing failed: the hypothesis stops (nothing is assumed from it any more) and
/// the larger run goes on by itself.
fn decline(
    s: &mut Search<'_, '_>,
    st: &mut State,
    func: FunctionId,
    loc: LocId,
    li: &LoopInfo,
    why: &str,
) -> Result<AtHead, Halt> {
    s.record_loop(1, func, loc, li.span, Technique::Induction, Err(why));
    st.proc_mut(HYP).stack.clear();
    Ok(AtHead::Continue)
}

/// What pairing two loops gave.
enum Paired {
    /// The larger loop is an iteration behind: it runs one by itself first.
    Ahead,
    /// The state after the paired iterations, the hypothesis about to leave its loop,
    /// and what the pairing found (for the report).
    Done(Box<(State, crate::report::PairedLoop)>),
}

/// A variable both loops write, and the difference invariant kept for it.
#[derive(Clone)]
struct Related {
    slot: Slot,
    pre_h: Expr,
    pre_m: Expr,
    /// For an array: the offset of the written element from the counter.
    off: Option<i64>,
    /// The difference (`None`: none is kept).
    diff: Option<Expr>,
    /// A local dead at the head: the generic state keeps its value on entry (no relation;
    /// `pre_h` and `pre_m` are placeholders).
    dead: bool,
    /// For an array whose difference grows with the index: the symbol standing for the
    /// element's index in `diff`; for a scalar whose difference grows with the
    /// iterations: the symbol standing for the counter.
    index: Option<Expr>,
}

/// The generic state of two paired loops and what it was built from.
struct Generic {
    state: State,
    k: Expr,
    /// The symbols made for the generic state are numbered after this.
    base_count: u64,
    /// Per related variable: the fresh array of the smaller run's written region.
    regions: Vec<Option<Expr>>,
}

/// Checks of the larger run to prove after a paired iteration: (assumption, condition).
type Obligations = Vec<(Expr, Expr)>;

/// The two loops of a pairing: the head, the branch into the body, the body, the
/// depth of the loop's frame, and the common counter (its slot, its value in the
/// smaller run, its step).
struct Loops {
    func: FunctionId,
    loc: LocId,
    bi: usize,
    body: std::sync::Arc<crate::loops::LocSet>,
    depth: usize,
    ctr: Slot,
    c_h: Expr,
    step: i64,
}

/// Pairs the loop at `loc` of `func`, where both runs are: the loops and their counters
/// in step, the related variables with their first candidates, the arrays' candidates
/// from a probing iteration, then the rounds that drop candidates until one paired
/// iteration keeps all that remain.
fn pair(
    search: &mut Search<'_, '_>,
    st: &State,
    func: FunctionId,
    loc: LocId,
) -> Result<Paired, Decline> {
    let Some((lp, dm, dh)) = in_step(search, st, func, loc)? else {
        return Ok(Paired::Ahead);
    };
    let mut rel = related(search, st, &lp, (&dm, &dh))?;
    probe(search, st, &lp, &mut rel)?;
    houdini(search, st, &lp, rel)
}

/// The two loops at `loc` of `func`, with what discovery learnt of each (the larger
/// run's first), when their counters are the same and in step; `None` when the larger
/// loop is an iteration behind.
fn in_step(
    search: &mut Search<'_, '_>,
    st: &State,
    func: FunctionId,
    loc: LocId,
) -> Result<Option<(Loops, Discovery, Discovery)>, Decline> {
    let prog = search.m.progs[1];
    let location = &prog.functions[func.0 as usize].locations[loc.0 as usize];
    let body = search
        .loop_body(1, func, loc)
        .ok_or("the loop has no natural body")?;
    let [t0, t1] = location.out.as_slice() else {
        return Err(Decline::from("the loop head does not have two branches"));
    };
    let bi = match (body.contains(&t0.target), body.contains(&t1.target)) {
        (true, false) => 0usize,
        (false, true) => 1,
        _ => return Err(Decline::from("the loop head does not have two branches")),
    };
    let (sh, sm) = (&st.proc(HYP).stack, &st.proc(MAIN).stack);
    if sh.len() != sm.len() || sh.iter().zip(sm.iter()).any(|(a, b)| a.func != b.func) {
        return Err(Decline::from(
            "the two runs reach the loop through different calls",
        ));
    }
    let depth = sm.len() - 1;
    let dm = discover(search, st, MAIN, (func, loc, bi), &body, depth)?;
    let dh = discover(search, st, HYP, (func, loc, bi), &body, depth)?;
    search.m.checks.unchecked = false;
    if dm.counter.slot != dh.counter.slot || dm.counter.step != dh.counter.step {
        return Err(Decline::from("the two loops have different counters"));
    }
    let step = dm.counter.step;
    if step.abs() != 1 {
        return Err(Decline::from("the counter does not step by one"));
    }
    let ctr = dm.counter.slot;
    let (Some(Value::Sym(c_h)), Some(Value::Sym(c_m))) = (get(st, HYP, ctr), get(st, MAIN, ctr))
    else {
        return Err(Decline::from("the counter has no value"));
    };
    let d = err(c_m.minus(&c_h))?;
    let d = d.simplify_under(&st.pc).unwrap_or(d);
    match d.as_int().and_then(|d| i64::try_from(d).ok()) {
        Some(0) => {}
        Some(x) if x == -step => return Ok(None),
        _ => return Err(Decline::from("the counters of N - 1 and N are not in step")),
    }
    Ok(Some((
        Loops {
            func,
            loc,
            bi,
            body,
            depth,
            ctr,
            c_h,
            step,
        },
        dm,
        dh,
    )))
}

/// The variables either loop writes, each with its first candidate difference (`N`'s
/// value minus `N - 1`'s on entry; for an array, the element each iteration writes).
fn related(
    search: &mut Search<'_, '_>,
    st: &State,
    lp: &Loops,
    (dm, dh): (&Discovery, &Discovery),
) -> Result<Vec<Related>, Decline> {
    let (func, loc, depth) = (lp.func, lp.loc, lp.depth);
    let mut changed: Vec<Slot> = dm.changed.clone();
    for s in &dh.changed {
        if !changed.contains(s) {
            changed.push(*s);
        }
    }
    // The related variables and their first candidates.
    let mut rel = Vec::new();
    for &slot in &changed {
        // A local of the loop's frame that is dead at the head (every path from it
        // writes the local before reading it, as the temporaries of calls and
        // nondeterministic values are): its value there matters to no execution,
        // so the generic state keeps it as it is on entry.
        let dead = match slot {
            Slot::Local(d, v) if d == depth => !search
                .analyses
                .liveness
                .is_live(MAIN.model, func.0, loc.0, v),
            _ => false,
        };
        if dead {
            rel.push(Related {
                slot,
                pre_h: Expr::int(0),
                pre_m: Expr::int(0),
                off: None,
                diff: None,
                dead: true,
                index: None,
            });
            continue;
        }
        let (Some(Value::Sym(pre_h)), Some(Value::Sym(pre_m))) =
            (get(st, HYP, slot), get(st, MAIN, slot))
        else {
            return Err(Decline::from(
                "the loop writes a variable that has no value before it, or is not a number or an array",
            ));
        };
        if pre_h.ty().is_array() {
            if pre_h.ty().element().is_some_and(|e| e.is_array()) {
                return Err(Decline::from("the loop writes an array of arrays"));
            }
            let oh = write_offset(dh, HYP, slot)?;
            let om = write_offset(dm, MAIN, slot)?;
            if oh != om {
                return Err(Decline::from("the two loops write different elements"));
            }
            rel.push(Related {
                slot,
                pre_h,
                pre_m,
                off: Some(om),
                diff: None,
                dead: false,
                index: None,
            });
        } else if pre_h.ty().is_int() || pre_h.ty().is_real() {
            let d = err(pre_m.minus(&pre_h))?;
            let d = d.simplify_under(&st.pc).unwrap_or(d);
            rel.push(Related {
                slot,
                pre_h,
                pre_m,
                off: None,
                diff: Some(d),
                dead: false,
                index: None,
            });
        } else {
            return Err(Decline::from(
                "the loop writes a value that is not a number",
            ));
        }
    }
    Ok(rel)
}

/// The arrays' candidates: one paired iteration with their differences unknown shows
/// the difference of the element written (a constant, or one growing with the index),
/// else the candidate is that of the element next to the written region.
fn probe(
    search: &mut Search<'_, '_>,
    st: &State,
    lp: &Loops,
    rel: &mut [Related],
) -> Result<(), Decline> {
    let (c_h, step) = (&lp.c_h, lp.step);
    // Probe: the arrays' differences as unknowns, to see what one iteration makes of
    // them.
    let px = search.m.fresh(&Type::int(), "x");
    let base_count = search.m.symbols.fresh_count;
    let mut probe = rel.to_vec();
    let mut unknowns = Vec::new();
    for r in probe.iter_mut() {
        if r.off.is_some() {
            let g = search.m.fresh(&Type::int(), "g");
            unknowns.push(Some(g.clone()));
            r.diff = Some(g);
        } else {
            unknowns.push(None);
        }
    }
    let (gen, leaves, _) = paired_iteration(
        search, st, lp.ctr, c_h, step, &probe, lp.func, lp.loc, lp.bi, &lp.body, lp.depth,
    )?;
    for (i, r) in rel.iter_mut().enumerate() {
        let Some(off) = r.off else { continue };
        let at = err(gen.k.plus(&Expr::int(off)))?;
        let fresh = |e: &Expr| made_after(e, base_count, None);
        // Fresh but for the counter.
        let other = |e: &Expr| made_after(e, base_count, Some(&gen.k));
        // The element's difference on every path, one expression when the paths
        // differ by conditions on the parameters (`N % 2 == 0 ? 2 : 1`) or on the
        // counter (`i < N / 2 ? ...`: a difference that depends on the element's index).
        let mut each = Vec::new();
        for l in &leaves {
            if let (Some(Value::Sym(ah)), Some(Value::Sym(am))) =
                (get(l, HYP, r.slot), get(l, MAIN, r.slot))
            {
                let diff = err(err(am.read(&at))?.minus(&err(ah.read(&at))?))?;
                let diff = settled(search, &l.pc, &diff, Some(&gen.k))?;
                if !other(&diff) && !indeterminate(&diff) {
                    each.push((l, diff));
                }
            }
        }
        let mut cand = if each.len() == leaves.len() {
            by_leaf(&gen.state.pc, &each, &|e: &Expr| !other(e))?
        } else {
            None
        };
        if let Some(c) = cand.take() {
            let c = c.simplify_under(&gen.state.pc).unwrap_or(c);
            // The counter of the iteration that wrote element `x` is `x - off`.
            if c.involves(&gen.k) {
                let back = err(px.minus(&Expr::int(off)))?;
                cand = Some(err(c.substitute_one(&gen.k, &back))?);
                r.index = Some(px.clone());
            } else {
                cand = Some(c);
            }
        }
        for l in leaves.iter().filter(|_| cand.is_none()) {
            let (Some(Value::Sym(ah)), Some(Value::Sym(am))) =
                (get(l, HYP, r.slot), get(l, MAIN, r.slot))
            else {
                continue;
            };
            let diff = err(err(am.read(&at))?.minus(&err(ah.read(&at))?))?;
            let diff = diff.simplify_under(&l.pc).unwrap_or(diff);
            if !fresh(&diff) && !indeterminate(&diff) {
                cand = Some(diff);
                break;
            }
            // The difference of the element written is that of the element before
            // it plus `c` (a recurrence whose step depends on N, `r[i] = r[i-1] +
            // N`): the difference grows with the index, from that of the element
            // next to the region on entry.
            if let Some(g) = &unknowns[i] {
                // Past the first iteration (the element before is in the region).
                let past = err(l.pc.and(&err(err(gen.k.equals(c_h))?.not())?))?;
                let c = err(diff.minus(g))?;
                let c = c.simplify_under(&past).unwrap_or(c);
                if !fresh(&c) && !indeterminate(&c) && !c.involves(&gen.k) {
                    let b = err(c_h.plus(&Expr::int(off - step)))?;
                    let e = err(err(r.pre_m.read(&b))?.minus(&err(r.pre_h.read(&b))?))?;
                    let e = e.simplify_under(&st.pc).unwrap_or(e);
                    if !indeterminate(&e) && !fresh(&e) {
                        let steps = err(err(px.minus(&b))?.times(&Expr::int(step)))?;
                        cand = Some(err(e.plus(&err(c.times(&steps))?))?);
                        r.index = Some(px.clone());
                        break;
                    }
                }
            }
        }
        if cand.is_none() {
            // The element next to the written region.
            let next = err(c_h.plus(&Expr::int(off - step)))?;
            let diff = err(err(r.pre_m.read(&next))?.minus(&err(r.pre_h.read(&next))?))?;
            let diff = diff.simplify_under(&st.pc).unwrap_or(diff);
            if !indeterminate(&diff) {
                cand = Some(diff);
            }
        }
        r.diff = Some(cand.unwrap_or_else(|| Expr::int(0)));
    }
    Ok(())
}

/// Houdini: paired iterations from the generic state of the relations `rel`, dropping
/// each candidate a path does not keep, until one iteration keeps all that remain and
/// the larger run's checks in it are proved; then the exit.
fn houdini(
    search: &mut Search<'_, '_>,
    st: &State,
    lp: &Loops,
    mut rel: Vec<Related>,
) -> Result<Paired, Decline> {
    let (c_h, step) = (&lp.c_h, lp.step);
    let mut rounds = 0;
    let mut gone = Vec::new();
    loop {
        if let Some(stop) = search.out_of_budget() {
            return Err(Decline::stopped(stop));
        }
        rounds += 1;
        if rounds > ROUNDS {
            return Err(Decline::from("the difference invariants do not settle"));
        }
        let (gen, leaves, obligations) = paired_iteration(
            search, st, lp.ctr, c_h, step, &rel, lp.func, lp.loc, lp.bi, &lp.body, lp.depth,
        )?;
        let mut dropped = false;
        for l in &leaves {
            for (i, r) in rel.iter_mut().enumerate() {
                if r.diff.is_none() {
                    continue;
                }
                if !keeps(search, &gen, l, r, gen.regions[i].as_ref(), c_h, step)? {
                    gone.push(describe(search, st, r, c_h, step));
                    // A scalar whose difference changes by the same amount in every
                    // iteration (`x += N*N`: by `2N - 1`) gets the difference that
                    // grows so, once; else it keeps none.
                    r.diff = match grown(search, &gen, &leaves, r, c_h, step)? {
                        Some((d, p)) => {
                            r.index = Some(p);
                            Some(d)
                        }
                        None => None,
                    };
                    dropped = true;
                }
            }
        }
        if dropped {
            continue;
        }
        for (a, c) in &obligations {
            if !search.proves_under(a, c) {
                return Err(Decline::from(
                    "a check of the program for N in the paired iteration is not proved",
                ));
            }
        }
        let record = (rel.as_slice(), std::mem::take(&mut gone), rounds);
        return exit(search, st, lp, gen.state, record);
    }
}

/// The exit of a pairing: from the generic state `out` after the paired iteration, the
/// hypothesis leaves its loop, which must imply that the larger run's loop would leave
/// too; with the record of the relations kept, those dropped and the rounds taken.
fn exit(
    search: &mut Search<'_, '_>,
    st: &State,
    lp: &Loops,
    mut out: State,
    (rel, gone, rounds): (&[Related], Vec<String>, usize),
) -> Result<Paired, Decline> {
    let (c_h, step) = (&lp.c_h, lp.step);
    let prog = search.m.progs[1];
    let location = &prog.functions[lp.func.0 as usize].locations[lp.loc.0 as usize];
    search.m.acting(HYP);
    let gh = sym_guard(search, &mut out, HYP, &location.out[lp.bi].guard)?;
    search.m.acting(MAIN);
    let gm = sym_guard(search, &mut out, MAIN, &location.out[lp.bi].guard)?;
    if !search.proves_under(&err(out.pc.and(&gh))?, &gm) {
        return Err(Decline::from(
            "the loop of N - 1 may iterate where the loop of N stops",
        ));
    }
    out.pc = err(out.pc.and(&err(gh.not())?))?;
    out.abstracted = true;
    let record = crate::report::PairedLoop {
        span: location.span,
        counter: slot_name(search, st, lp.ctr),
        peeled: 0,
        relations: rel
            .iter()
            .filter(|r| r.diff.is_some())
            .map(|r| describe(search, st, r, c_h, step))
            .collect(),
        dropped: gone,
        rounds: rounds as u32,
    };
    Ok(Paired::Done(Box::new((out, record))))
}

/// The generic state of the paired loops with the relations `rel`, and one iteration
/// of each from it (the hypothesis first): the paths back to the heads and the
/// larger run's checks.
#[allow(clippy::too_many_arguments)]
fn paired_iteration(
    search: &mut Search<'_, '_>,
    st: &State,
    ctr: Slot,
    c0: &Expr,
    step: i64,
    rel: &[Related],
    func: FunctionId,
    loc: LocId,
    bi: usize,
    body: &crate::loops::LocSet,
    depth: usize,
) -> Result<(Generic, Vec<State>, Obligations), Decline> {
    let mut gen = st.clone();
    let base_count = search.m.symbols.fresh_count;
    let k = search.m.fresh(&Type::int(), "ind");
    set(&mut gen, HYP, ctr, Value::Sym(k.clone()));
    set(&mut gen, MAIN, ctr, Value::Sym(k.clone()));
    // The counter moves away from its value on entry by one step per iteration.
    let from = if step > 0 {
        err(k.greater_eq(c0))?
    } else {
        err(k.less_eq(c0))?
    };
    gen.pc = err(gen.pc.and(&from))?;
    // And past the entry, the previous iteration's condition held: on each side, the
    // condition with the counter one step back (when it reads nothing else the loop
    // writes), or the counter is at its entry value.
    let back = err(k.minus(&Expr::int(step)))?;
    let location = &search.m.progs[1].functions[func.0 as usize].locations[loc.0 as usize];
    let guard = location.out[bi].guard.clone();
    for p in [HYP, MAIN] {
        let mut probe = gen.clone();
        set(&mut probe, p, ctr, Value::Sym(back.clone()));
        search.m.acting(p);
        let unchecked = search.m.checks.unchecked;
        search.m.checks.unchecked = true;
        let g = sym_guard(search, &mut probe, p, &guard);
        search.m.checks.unchecked = unchecked;
        let Ok(g) = g else { continue };
        // Symbols made for the generic state (numbered after `base_count`) other
        // than the counter are values the loop writes.
        if !made_after(&g, base_count, Some(&k)) {
            let c = err(k.equals(c0))?;
            gen.pc = err(gen.pc.and(&err(c.or(&g))?))?;
        }
    }
    let mut regions = Vec::new();
    for r in rel {
        match r.off {
            None if r.dead => regions.push(None),
            None => {
                let x = search.m.fresh(r.pre_h.ty(), "ind");
                let xm = match &r.diff {
                    Some(d) => err(x.plus(&at_counter(d, r, &k)?))?,
                    None => search.m.fresh(r.pre_m.ty(), "ind"),
                };
                set(&mut gen, HYP, r.slot, Value::Sym(x));
                set(&mut gen, MAIN, r.slot, Value::Sym(xm));
                regions.push(None);
            }
            Some(off) => {
                let a = search.m.fresh(r.pre_h.ty(), "ind");
                let x = search.m.fresh(&Type::int(), "x");
                let inw = in_region(&x, c0, &k, off, step)?;
                let vh = err(Expr::cond(&inw, &err(a.read(&x))?, &err(r.pre_h.read(&x))?))?;
                let h = err(Expr::array_lambda(&x, &err(r.pre_h.extent())?, &vh))?;
                let elem = match &r.diff {
                    Some(g) => {
                        let g = match &r.index {
                            Some(p) => err(g.substitute_one(p, &x))?,
                            None => g.clone(),
                        };
                        err(err(a.read(&x))?.plus(&g))?
                    }
                    None => err(search.m.fresh(r.pre_m.ty(), "ind").read(&x))?,
                };
                let vm = err(Expr::cond(&inw, &elem, &err(r.pre_m.read(&x))?))?;
                let m = err(Expr::array_lambda(&x, &err(r.pre_m.extent())?, &vm))?;
                set(&mut gen, HYP, r.slot, Value::Sym(h));
                set(&mut gen, MAIN, r.slot, Value::Sym(m));
                regions.push(Some(a));
            }
        }
    }
    let outer = search.m.checks.obligations.replace(Vec::new());
    let outer_stopped = search.path.hyp_stopped.replace(Vec::new());
    let run = (|| -> Result<Vec<State>, Decline> {
        // The generic state stands for every paired visit of the heads: there the
        // user's loop invariants hold, assumed of the run for N - 1 (its checks are
        // the hypothesis) and obligations of the run for N, like its other checks.
        for p in [HYP, MAIN] {
            let prog = search.m.progs[p.model as usize];
            let head = &prog.functions[func.0 as usize].locations[loc.0 as usize];
            if let Some(li) = &head.loop_info {
                search.m.acting(p);
                search
                    .check_loop_invariants(&mut gen, p, func, li, "may not hold here")
                    .map_err(Decline::halted)?;
            }
        }
        let mut leaves = Vec::new();
        let hyp = generic_run(search, gen.clone(), HYP, (func, loc, bi), body, depth)?;
        let stopped = search.path.hyp_stopped.take().unwrap_or_default();
        for l in hyp {
            leaves.extend(generic_run(search, l, MAIN, (func, loc, bi), body, depth)?);
        }
        // Where the hypothesis stopped in this iteration (an assumption of the run
        // for N - 1 failed: `if (!c) abort();`), the larger run goes on alone; its
        // checks on the way are obligations like any, and it must not get back to
        // its head (it fails the same assumption), else the pairing is declined.
        for l in stopped {
            if !generic_run(search, l, MAIN, (func, loc, bi), body, depth)?.is_empty() {
                return Err(Decline::from(
                    "an assumption of the run for N - 1 may fail where the run for N goes on",
                ));
            }
        }
        Ok(leaves)
    })();
    search.path.hyp_stopped = outer_stopped;
    let obligations =
        std::mem::replace(&mut search.m.checks.obligations, outer).unwrap_or_default();
    let leaves = run?;
    if leaves.is_empty() {
        return Err(Decline::from(
            "no paired iteration gets back to the loop heads",
        ));
    }
    let next = err(k.plus(&Expr::int(step)))?;
    for l in &leaves {
        same_shape(&gen, l, HYP)?;
        same_shape(&gen, l, MAIN)?;
        for p in [HYP, MAIN] {
            match get(l, p, ctr) {
                Some(Value::Sym(v)) if v == next => {}
                _ => {
                    return Err(Decline::from(
                        "the counter does not change by the same constant on every path",
                    ))
                }
            }
            for s in slots(&gen, p, depth) {
                if s != ctr && !rel.iter().any(|r| r.slot == s) && get(&gen, p, s) != get(l, p, s) {
                    return Err(Decline::from(
                        "an iteration writes a variable that discovery did not see written",
                    ));
                }
            }
        }
    }
    Ok((
        Generic {
            state: gen,
            k,
            base_count,
            regions,
        },
        leaves,
        obligations,
    ))
}

/// Whether the leaf `l` of a paired iteration keeps the relation of `r`; an array's
/// shape (unchanged outside the region written so far, initialised in it) must hold
/// or the pairing is declined.
fn keeps(
    search: &mut Search<'_, '_>,
    gen: &Generic,
    l: &State,
    r: &Related,
    _region: Option<&Expr>,
    c0: &Expr,
    step: i64,
) -> Result<bool, Decline> {
    let (Some(Value::Sym(h)), Some(Value::Sym(m))) = (get(l, HYP, r.slot), get(l, MAIN, r.slot))
    else {
        return Err(Decline::from("a written variable lost its value"));
    };
    let next = err(gen.k.plus(&Expr::int(step)))?;
    let Some(off) = r.off else {
        let Some(d) = &r.diff else { return Ok(true) };
        let c = err(err(m.minus(&h))?.equals(&at_counter(d, r, &next)?))?;
        return Ok(search.proves_under(&l.pc, &c));
    };
    let y = search.m.fresh(&Type::int(), "x");
    let inw = in_region(&y, c0, &next, off, step)?;
    // Each array's elements, within its own extent (elements beyond it are never
    // read: the bounds are checked).
    let within = |e: &Expr| -> Result<Expr, Decline> {
        let n = err(e.extent())?;
        err(err(y.greater_eq(&Expr::int(0)))?.and(&err(y.less(&n))?))
    };
    let (wh, wm) = (within(&r.pre_h)?, within(&r.pre_m)?);
    let (hy, my) = (err(h.read(&y))?, err(m.read(&y))?);
    for (w, v, pre) in [(&wh, &hy, &r.pre_h), (&wm, &my, &r.pre_m)] {
        let a_out = err(err(l.pc.and(w))?.and(&err(inw.not())?))?;
        let same = err(v.equals(&err(pre.read(&y))?))?;
        if !search.proves_under(&a_out, &same) {
            return Err(Decline::from(
                "an array the loop writes changes outside the elements at its counter",
            ));
        }
        let a_in = err(err(l.pc.and(w))?.and(&inw))?;
        let Some(o) = crate::uninit::origin(v) else {
            return Err(Decline::from(
                "an array's elements are too large to analyse",
            ));
        };
        if !o.is_false() && !search.proves_under(&a_in, &err(o.not())?) {
            return Err(Decline::from(
                "an element the loop writes may be indeterminate",
            ));
        }
    }
    let Some(g) = &r.diff else { return Ok(true) };
    let g = match &r.index {
        Some(p) => err(g.substitute_one(p, &y))?,
        None => g.clone(),
    };
    let a_in = err(err(err(l.pc.and(&wh))?.and(&wm))?.and(&inw))?;
    let c = err(my.equals(&err(hy.plus(&g))?))?;
    Ok(search.proves_under(&a_in, &c))
}

/// A scalar's difference `d` where the counter is `k` (a difference growing with the
/// iterations names the counter by its `index`).
fn at_counter(d: &Expr, r: &Related, k: &Expr) -> Result<Expr, Decline> {
    match (&r.index, r.off) {
        (Some(p), None) => err(d.substitute_one(p, k)),
        _ => Ok(d.clone()),
    }
}

/// For a scalar whose candidate the leaf `l` did not keep: the difference that grows
/// by what the iteration added to it, `δ(k)` (the larger run's change minus the
/// smaller's, free of the generic state's values but for the counter): on entry its
/// difference there, after `t` iterations `d0 + Σ_{s<t} δ(c0 + step·s)`, a closed form
/// in the counter (named by the symbol returned). Tried once per scalar; the next
/// round checks it like any candidate.
fn grown(
    search: &mut Search<'_, '_>,
    gen: &Generic,
    leaves: &[State],
    r: &Related,
    c0: &Expr,
    step: i64,
) -> Result<Option<(Expr, Expr)>, Decline> {
    if r.off.is_some() || r.dead || r.index.is_some() {
        return Ok(None);
    }
    let Some(d) = &r.diff else { return Ok(None) };
    let (Some(Value::Sym(h0)), Some(Value::Sym(m0))) =
        (get(&gen.state, HYP, r.slot), get(&gen.state, MAIN, r.slot))
    else {
        return Ok(None);
    };
    let own = |e: &Expr, counter: bool| !made_after(e, gen.base_count, counter.then_some(&gen.k));
    // What each path adds to the difference.
    let mut each = Vec::new();
    for l in leaves {
        let (Some(Value::Sym(h)), Some(Value::Sym(m))) =
            (get(l, HYP, r.slot), get(l, MAIN, r.slot))
        else {
            return Ok(None);
        };
        let delta = err(err(m.minus(&m0))?.minus(&err(h.minus(&h0))?))?;
        let delta = settled(search, &l.pc, &delta, Some(&gen.k))?;
        if !own(&delta, true) || indeterminate(&delta) {
            return Ok(None);
        }
        each.push((l, delta));
    }
    let Some(delta) = by_leaf(&gen.state.pc, &each, &|e: &Expr| own(e, false))? else {
        return Ok(None);
    };
    if delta == Expr::int(0) {
        return Ok(None);
    }
    // `t` iterations from `c0`: the counter is `c0 + step·t`.
    let t = search.m.fresh(&Type::int(), "t");
    let p = search.m.fresh(&Type::int(), "k");
    let ctr = err(c0.plus(&err(t.times(&Expr::int(step)))?))?;
    let delta_t = err(delta.substitute_one(&gen.k, &ctr))?;
    let count = err(err(p.minus(c0))?.times(&Expr::int(step)))?;
    let hyp = err(err(t.greater_eq(&Expr::int(0)))?.and(&err(t.less(&count))?))?;
    let mut closed = super::sums::Closed {
        tools: search,
        defs: Vec::new(),
        exact: true,
    };
    let Ok(total) = closed.sum(&delta_t, &t, &count, &hyp) else {
        return Ok(None);
    };
    if !closed.defs.is_empty() {
        return Ok(None);
    }
    // From the difference on entry (the candidate, which does not name the counter).
    Ok(Some((err(d.plus(&total))?, p)))
}

/// Whether `e` reads a symbol made after the `base`-th (for a generic state), other than
/// `except`.
fn made_after(e: &Expr, base: u64, except: Option<&Expr>) -> bool {
    e.free_symbols()
        .iter()
        .any(|x| Some(x) != except && fresh_number(x).is_some_and(|n| n > base))
}

/// One expression for values that may differ between the leaves of a paired iteration:
/// each leaf's value under the conditions of its path (the clauses of its path condition
/// not in the generic state's `pc`) that satisfy `own` (read no value of the generic
/// state: conditions on the parameters, `N % 2 == 0`). A candidate: the rounds check it.
fn by_leaf(
    pc: &Expr,
    each: &[(&State, Expr)],
    own: &dyn Fn(&Expr) -> bool,
) -> Result<Option<Expr>, Decline> {
    let Some((_, last)) = each.last() else {
        return Ok(None);
    };
    if each.iter().all(|(_, v)| v == last) {
        return Ok(Some(last.clone()));
    }
    let before = pc.clauses();
    let mut acc = last.clone();
    for (l, v) in each.iter().rev().skip(1) {
        if *v == acc {
            continue;
        }
        let cs: Vec<Expr> =
            l.pc.clauses()
                .into_iter()
                .filter(|c| !before.contains(c) && own(c))
                .collect();
        if cs.is_empty() {
            return Ok(None);
        }
        acc = err(Expr::cond(&err(Expr::and_all(&cs))?, v, &acc))?;
    }
    Ok(Some(acc))
}

/// The name of the variable in `slot` of the larger run.
fn slot_name(search: &Search<'_, '_>, st: &State, slot: Slot) -> String {
    let prog = search.m.progs[MAIN.model as usize];
    let pr = st.proc(MAIN);
    match slot {
        Slot::Local(d, v) => pr
            .stack
            .get(d)
            .and_then(|f| prog.functions[f.func.0 as usize].locals.get(v))
            .map_or_else(|| format!("local {v}"), |x| x.name.to_string()),
        Slot::Global(v) => prog
            .globals
            .get(v)
            .map_or_else(|| format!("global {v}"), |x| x.name.to_string()),
        Slot::Shared(v) => prog
            .shared
            .get(v)
            .map_or_else(|| format!("shared {v}"), |x| x.var.name.to_string()),
        Slot::Heap(o) => format!("heap object {o}"),
        Slot::LocalMember(d, v, m) => {
            format!("member {m} of {}", slot_name(search, st, Slot::Local(d, v)))
        }
        Slot::GlobalMember(v, m) => {
            format!("member {m} of {}", slot_name(search, st, Slot::Global(v)))
        }
    }
}

/// The difference invariant of `r` in words (`x(N) = x(N-1) + d`).
fn describe(search: &Search<'_, '_>, st: &State, r: &Related, c0: &Expr, step: i64) -> String {
    let name = slot_name(search, st, r.slot);
    let d = match &r.diff {
        Some(d) if *d == Expr::int(0) => String::new(),
        Some(d) => match &r.index {
            // The index symbol is the region's `x`, or a scalar's counter `k`.
            Some(p) => {
                let name = if r.off.is_some() { "x" } else { "k" };
                format!(" + {}", d.to_string().replace(&p.to_string(), name))
            }
            None => format!(" + {d}"),
        },
        None => " + ?".to_string(),
    };
    match r.off {
        None => format!("{name}(N) = {name}(N-1){d}"),
        Some(off) => {
            let lo = c0
                .plus(&Expr::int(off))
                .map_or_else(|_| "?".into(), |e| e.to_string());
            let k = match off {
                0 => "k".to_string(),
                o if o > 0 => format!("k + {o}"),
                o => format!("k - {}", -o),
            };
            let region = if step > 0 {
                format!("{lo} <= x < {k}")
            } else {
                format!("{k} < x <= {lo}")
            };
            format!(
                "{name}(N)[x] = {name}(N-1)[x]{d} for {region} (k the counter); each unchanged elsewhere"
            )
        }
    }
}

/// The offset from the counter of the element of the array in `slot` that every path of
/// discovery writes.
fn write_offset(d: &Discovery, p: ProcId, slot: Slot) -> Result<i64, Decline> {
    let base = match get(&d.gen0, p, slot) {
        Some(Value::Sym(e)) => e,
        _ => {
            return Err(Decline::from(
                "an array the loop writes has no value before it",
            ))
        }
    };
    let mut off = None;
    for l in &d.leaves0 {
        let Some(Value::Sym(v)) = get(l, p, slot) else {
            return Err(Decline::from("an array the loop writes lost its value"));
        };
        let ExprKind::Write(b, j, _) = v.kind() else {
            return Err(Decline::from(
                "an array the loop writes is not written at one element on every path",
            ));
        };
        if *b != base {
            return Err(Decline::from(
                "an array the loop writes is not written at one element on every path",
            ));
        }
        let o = err(j.minus(&d.counter.fresh))?;
        let Some(o) = o.as_int().and_then(|o| i64::try_from(o).ok()) else {
            return Err(Decline::from(
                "an array the loop writes is not written at a fixed distance from the counter",
            ));
        };
        if off.is_some_and(|x| x != o) {
            return Err(Decline::from(
                "an array the loop writes is not written at a fixed distance from the counter",
            ));
        }
        off = Some(o);
    }
    off.ok_or_else(|| Decline::from("no path of the loop writes the array"))
}

/// Whether index `x` lies in the region a loop with counter from `c0` by `step` has
/// written (at `counter + off`) before its counter reached `k`.
fn in_region(x: &Expr, c0: &Expr, k: &Expr, off: i64, step: i64) -> Result<Expr, Decline> {
    let lo_c = err(c0.plus(&Expr::int(off)))?;
    let k_c = err(k.plus(&Expr::int(off)))?;
    if step > 0 {
        err(err(lo_c.less_eq(x))?.and(&err(x.less(&k_c))?))
    } else {
        err(err(k_c.less(x))?.and(&err(x.less_eq(&lo_c))?))
    }
}

/// Whether `e` involves indeterminate contents.
fn indeterminate(e: &Expr) -> bool {
    e.free_symbols().iter().any(|s| {
        s.symbol_name()
            .is_some_and(|n| n.starts_with("undef$") || n.starts_with("heap$"))
    })
}
