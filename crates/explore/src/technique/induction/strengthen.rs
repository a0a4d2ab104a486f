//! Seed 002's strengthening step (ξ, `Strengthen` of its Algorithm 2): when a check of
//! the larger run is not proved after the paired loops, because it needs a fact about
//! the hypothesis's values that its checks do not state (Fig. 2: the peel of the `b`
//! loop needs `x == (N-1)^3` of the program for `N - 1`), the fact is derived from the
//! failed check and added to the program as a *lemma*: a property at the exit of a loop
//! of `main` (a loop outside any other), proved in the base case and by the larger run
//! of the step, assumed by the hypothesis (`Search::check_lemmas`).
//!
//! *Derivation*: the hypothesis's frame is recorded at each loop exit of `main` it
//! reaches (`record_exit`: every scalar place holding a symbol, by the symbol). A check
//! that fails (`after_failure`, from the machine's `Checks::failed`) is a path condition
//! with the check's negation; a clause `X != t` of it, once the values the path fixes
//! for the techniques' symbols are put in (module `induction`'s `settled`), with `X`
//! the value of a place at a recorded exit and every symbol of `t` the value of a place
//! there, gives the lemma `place == t` over those places (the weakest precondition of
//! the failed check, solved for the hypothesis's value, as the paper's substitution of
//! the difference invariants' equalities does). The run (`run::induction`) then runs
//! the base case and the step again with the lemma, dropping those not proved, a few
//! rounds at most.
//!
//! *Why this is sound*: a lemma is an assertion added to the program at a location; the
//! base case proves it for every size up to the base, the step proves it for `N`
//! assuming it (with every other check) for `N - 1`, so by induction it holds for every
//! size, and what it helped prove does too. A lemma not proved makes the run's *holds*
//! unusable (the run reports it, and the induction does not decide with it).

use super::settle::settled;
use crate::config::InductionSetup as Setup;
use crate::lemma::{places, Exit, Lemma, Place};
use crate::search::Search;
use crate::technique::pairing::HYP;
use tass_model::{FunctionId, LocId};
use tass_state::{ProcId, State, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

/// The most exits recorded in a run, and the most clauses of a failed check examined.
const MOST_EXITS: usize = 64;
const MOST_CLAUSES: usize = 200;

/// The exits of the loops of `main` (of the first program) outside any other loop,
/// with each loop's span.
fn exit_points(s: &mut Search<'_, '_>) -> Vec<(LocId, Span)> {
    if let Some(e) = &s.findings.exit_points {
        return e.clone();
    }
    let prog = s.m.progs[0];
    let main = prog.main;
    let heads: Vec<(LocId, LocId, Span)> = prog.functions[main.0 as usize]
        .locations
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            let li = l.loop_info.as_ref()?;
            Some((LocId(i as u32), li.exit, li.span))
        })
        .collect();
    let bodies: Vec<_> = heads
        .iter()
        .map(|(h, _, _)| s.loop_body(0, main, *h))
        .collect();
    let out: Vec<(LocId, Span)> = heads
        .iter()
        .filter(|(_, exit, _)| {
            bodies
                .iter()
                .all(|b| b.as_ref().is_some_and(|b| !b.contains(exit)))
        })
        .map(|(_, exit, span)| (*exit, *span))
        .collect();
    s.findings.exit_points = Some(out.clone());
    out
}

/// Whether the hypothesis of an inductive step, `p`, is at a loop exit of `main` that
/// `record_exit` records (`LoopTechnique::watches`).
pub(crate) fn watches(s: &mut Search<'_, '_>, p: ProcId, (func, at): (FunctionId, LocId)) -> bool {
    p == HYP
        && Setup::is_step(&s.m.cfg.induction)
        && func == s.m.progs[0].main
        && exit_points(s).iter().any(|(e, _)| *e == at)
}

/// The hypothesis of an inductive step at `at`: when that is the exit of a loop of
/// `main` outside other loops, its frame's symbols are recorded there.
pub(crate) fn record_exit(
    s: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
    (func, at): (FunctionId, LocId),
) {
    if p != HYP
        || !Setup::is_step(&s.m.cfg.induction)
        || s.m.checks.obligations.is_some()
        || s.m.checks.unchecked
        || func != s.m.progs[0].main
        || s.findings.hypothesis_exits.len() >= MOST_EXITS
    {
        return;
    }
    let Some((_, span)) = exit_points(s).into_iter().find(|(e, _)| *e == at) else {
        return;
    };
    let values: Vec<(Place, Expr)> = places(st, p)
        .into_iter()
        .filter_map(|(pl, v)| match v {
            Value::Sym(e) if e.symbol_name().is_some() => Some((pl, e)),
            _ => None,
        })
        .collect();
    let exits = &mut s.findings.hypothesis_exits;
    if !exits.iter().any(|e| e.at == at && e.values == values) {
        exits.push(Exit { at, span, values });
    }
}

/// A check of the larger run was not proved (`failed`: its path condition with its
/// negation): the lemmas it suggests are added to the run's candidates.
pub(crate) fn after_failure(s: &mut Search<'_, '_>, failed: &Expr) {
    if !Setup::is_step(&s.m.cfg.induction) || s.findings.hypothesis_exits.is_empty() {
        return;
    }
    let exits = s.findings.hypothesis_exits.clone();
    let known = |x: &Expr| exits.iter().any(|e| e.values.iter().any(|(_, v)| v == x));
    let clauses = failed.clauses();
    if clauses.len() > MOST_CLAUSES {
        return;
    }
    for (i, c) in clauses.iter().enumerate() {
        // A clause `X != t` (the check's negation, or a part of it): its negation, an
        // equation, settled under the others.
        if !c.free_symbols().iter().any(known) {
            continue;
        }
        let Ok(eq) = c.not() else { continue };
        let mut rest = Expr::bool(true);
        for (j, d) in clauses.iter().enumerate() {
            if j != i {
                let Ok(r) = rest.and(d) else { return };
                rest = r;
            }
        }
        let Ok(e) = settled(s, &rest, &eq, None) else {
            continue;
        };
        for x in e.free_symbols().into_iter().filter(known) {
            let Ok(Some(t)) = crate::technique::sums::solved_for(&e, &x) else {
                continue;
            };
            if let Some(l) = lemma(s, &exits, &x, &t) {
                let cands = &mut s.findings.strengthening.candidates;
                if !cands.iter().any(|c| c.text == l.text) {
                    cands.push(l);
                }
            }
        }
    }
}

/// The lemma `place of x == t` at the first recorded exit where `x` and every symbol of
/// `t` are values of places.
fn lemma(s: &Search<'_, '_>, exits: &[Exit], x: &Expr, t: &Expr) -> Option<Lemma> {
    let syms = t.free_symbols();
    let exit = exits.iter().find(|e| {
        std::iter::once(x)
            .chain(syms.iter())
            .all(|y| e.values.iter().any(|(_, v)| v == y))
    })?;
    let prog = s.m.progs[0];
    let main = prog.main;
    let name = |pl: Place| -> String {
        let local = |i: usize| {
            prog.functions[main.0 as usize]
                .locals
                .get(i)
                .map_or_else(|| format!("local {i}"), |v| v.name.to_string())
        };
        let global = |i: usize| {
            prog.globals
                .get(i)
                .map_or_else(|| format!("global {i}"), |v| v.name.to_string())
        };
        match pl {
            Place::Local(i) => local(i),
            Place::Global(i) => global(i),
            Place::LocalMember(i, m) => format!("member {m} of {}", local(i)),
            Place::GlobalMember(i, m) => format!("member {m} of {}", global(i)),
        }
    };
    let mut places = Vec::new();
    let (mut lhs, mut rhs) = (x.clone(), t.clone());
    let (mut shown_l, mut shown_r) = (x.clone(), t.clone());
    for (k, y) in std::iter::once(x).chain(syms.iter()).enumerate() {
        let (pl, _) = exit.values.iter().find(|(_, v)| v == y)?;
        let ph = Expr::symbol(&format!("xi${k}"), y.ty()).ok()?;
        let named = Expr::symbol(&name(*pl), y.ty()).unwrap_or_else(|_| ph.clone());
        lhs = lhs.substitute_one(y, &ph).ok()?;
        rhs = rhs.substitute_one(y, &ph).ok()?;
        shown_l = shown_l.substitute_one(y, &named).ok()?;
        shown_r = shown_r.substitute_one(y, &named).ok()?;
        places.push((*pl, ph));
    }
    let formula = lhs.equals(&rhs).ok()?;
    Some(Lemma {
        func: main,
        at: exit.at,
        places,
        formula,
        text: format!("{shown_l} == {shown_r}"),
        span: exit.span,
    })
}
