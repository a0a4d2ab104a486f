//! Techniques: ways to decide a loop that the bounded search cannot finish by running
//! it iteration by iteration. The search consults the techniques the configuration
//! selects (`Config::techniques`, `--technique`) when a process arrives at a loop head;
//! each either decides the loop (summarises it so that one arbitrary iteration stands
//! for all) or declines, with the reason. The report lists, for each loop consulted,
//! which technique decided it and why the others declined ([`LoopRecord`]).
//!
//! A technique's module holds all of its code and its per-state data; the search calls
//! it at loop heads and when a transition leaves one. Techniques sit above the search
//! (they use its machine and its choices); nothing below them knows they exist. A
//! technique's work is functions of its module that take the search (`&mut Search`): the
//! methods of `Search` are all the search's own (module `search`).
//!
//! `Config::techniques` (`--technique`, default all, in the order of `Technique::ALL`)
//! selects them. Each implements the trait `LoopTechnique`, whose hooks are the only
//! places the search calls a technique: `blocks` (a process must wait: the joint
//! barrier), `at_head` (a process at a loop head: go on, end the path after an inductive
//! step, or replace the head's transitions), `before_step` and `after_step` (a transition
//! leaves a head). Techniques keep no data between calls; what they know of a path is in
//! the state, as `LoopMark`s (`tass_state`: the technique's number, the loop heads in
//! frames of processes, a label, flags), which the state compares and hashes and
//! canonicalisation renumbers, and which only the technique that made them reads, through
//! its own typed view: a new technique needs no change to the state. A loop declined on a
//! path is marked there and not tried again until the process leaves it (the marks are
//! dropped by one helper, `Search::forget_left_loops`, over the loops' cached natural
//! bodies).
//!
//! The report records each loop consulted (`LoopRecord`: the technique that decided it, the ones that declined
//! and why; a loop cut at its bound gets one too, and so does every loop with annotations
//! the search reached, listing each annotation with who checked it:
//! `annotation_checks`). Every technique checks the annotations of the loops it decides:
//! the loop-head invariant check is one method (`Search::check_loop_invariants`) that
//! the search calls at each visit, `parallel` on the state after `j` iterations and
//! `induction` on its generic paired state; `loop assigns` and `loop variant` are checked
//! by the machine at each write and back edge, inside generic iterations too; a technique
//! that cannot check one declines (`parallel` with a variant, or collective or joint
//! invariants). A technique's *holds* counts only where it applies; when none does, the
//! verdict stays *unknown* with each one's reason.

pub(crate) mod collective;
pub(crate) mod induction;
mod invariant;
pub(crate) mod joint;
mod pairing;
pub(crate) mod parallel;
mod select;
pub(crate) mod sums;

pub(crate) use select::selected;

use crate::machine::Halt;
use crate::search::Search;
use tass_model::{FunctionId, LocId};
use tass_state::{HeadRef, LoopMark, ProcId, State, Value};

pub(crate) use crate::search::{AtHead, LoopTechnique};

pub use crate::report::{LoopRecord, Technique};

/// The mark `technique` leaves on the loop with head `head` in frame `frame` of `proc`.
pub(crate) fn mark(technique: Technique, proc: ProcId, frame: u32, head: LocId) -> LoopMark {
    LoopMark {
        technique: technique.id(),
        heads: vec![HeadRef { proc, frame, head }],
        label: None,
        flags: 0,
    }
}

/// The annotations of the loop `li` of `func`, each with who checked it, given the
/// technique that decided the loop (`None`: the search ran it iteration by iteration).
pub(crate) fn annotation_checks(
    prog: &tass_model::Program,
    func: FunctionId,
    li: &tass_model::LoopInfo,
    decided_by: Option<Technique>,
) -> Vec<crate::report::AnnotationCheck> {
    use tass_model::InvariantScope;
    let show = |e: &tass_model::Expr| tass_model::show::expr_str(prog, Some(func), e);
    let (inv, writes, variant) = match decided_by {
        None => (
            "the search, at each visit of the loop head".to_string(),
            "the search, at each write of an iteration".to_string(),
            "the search, at each iteration".to_string(),
        ),
        Some(t @ (Technique::Invariant | Technique::Joint)) => (
            format!("technique {t}: on entry, and preserved by an arbitrary iteration"),
            format!("technique {t}: each write of the arbitrary iteration"),
            format!("technique {t}: decreases in the arbitrary iteration, non-negative when it starts"),
        ),
        Some(Technique::Parallel) => (
            "technique parallel: after an arbitrary number of iterations of its summary".into(),
            "technique parallel: each write of its summary".into(),
            // Declined: the summary does not compare consecutive iterations.
            "the search, at each iteration".into(),
        ),
        Some(Technique::Induction) => (
            "technique induction: at each paired visit of the head (an obligation of the program for N), and by the search in the base case and the last iterations".into(),
            "technique induction: each write of the paired iteration".into(),
            "technique induction: decreases in the paired iteration, non-negative when it starts".into(),
        ),
    };
    let mut out = Vec::new();
    for i in &li.invariants {
        let kind = match i.scope {
            InvariantScope::Local => "loop invariant",
            InvariantScope::Collective => "collective invariant",
            InvariantScope::Joint => "joint invariant",
        };
        let label = i
            .label
            .as_ref()
            .map(|l| format!(" {l}"))
            .unwrap_or_default();
        out.push(crate::report::AnnotationCheck {
            span: i.span,
            text: format!("{kind}{label} `{}`", show(&i.expr)),
            checked_by: inv.clone(),
        });
    }
    if let Some(locs) = &li.assigns {
        let list: Vec<String> = locs.iter().map(show).collect();
        out.push(crate::report::AnnotationCheck {
            span: locs.first().map(|e| e.span).unwrap_or(li.span),
            text: format!("loop assigns `{}`", list.join(", ")),
            checked_by: writes,
        });
    }
    if let Some(v) = &li.variant {
        out.push(crate::report::AnnotationCheck {
            span: v.span,
            text: format!("loop variant `{}`", show(v)),
            checked_by: variant,
        });
    }
    out
}

/// First arrival at a summarised loop: the variables the body writes get fresh values
/// and the invariants are assumed. Returns false (nothing changed) when a written
/// variable is not a number or an array of numbers.
pub(crate) fn summarise_loop(
    search: &mut Search<'_, '_>,
    st: &mut State,
    p: ProcId,
    func: FunctionId,
    sum: &crate::loops::Summary,
    li: &tass_model::LoopInfo,
) -> Result<bool, Halt> {
    let prog = search.m.progs[p.model as usize];
    let f = &prog.functions[func.0 as usize];
    let mut vars = Vec::new();
    for v in &sum.writes {
        let (name, ty) = match v {
            tass_model::VarRef::Local(i) => (
                f.locals[*i as usize].name.clone(),
                f.locals[*i as usize].ty.clone(),
            ),
            tass_model::VarRef::Global(i) => (
                prog.globals[*i as usize].name.clone(),
                prog.globals[*i as usize].ty.clone(),
            ),
            tass_model::VarRef::Shared(i) => (
                prog.shared[*i as usize].var.name.clone(),
                prog.shared[*i as usize].var.ty.clone(),
            ),
            tass_model::VarRef::Bound(_) => return Ok(false),
        };
        if !crate::eval::is_symbolic(&ty) {
            return Ok(false);
        }
        vars.push((*v, name, ty));
    }
    for (v, name, ty) in vars {
        let e = tass_model::Expr {
            kind: tass_model::ExprKind::Var(v),
            ty: ty.clone(),
            span: li.span,
        };
        let place = search.m.place(st, p, &e)?;
        let sty = search.m.sym_type(st, p, &ty, li.span)?;
        let x = search.m.fresh(&sty, &name.replace("::", "."));
        if let Some(c) = search.m.c_range(&x, &ty) {
            search.m.assume(st, &c, li.span)?;
        }
        // The engine's write, not the program's: not checked against `assigns`.
        search.m.step.internal_write = true;
        let r = search.m.write(st, p, &place, Value::Sym(x), li.span);
        search.m.step.internal_write = false;
        r?;
    }
    for inv in li
        .invariants
        .iter()
        .filter(|i| i.scope == tass_model::InvariantScope::Local)
    {
        let v = search.m.eval(st, p, &inv.expr)?;
        let c = search.m.scalar(v, &inv.expr.ty, inv.span)?;
        search.m.assume(st, &c, inv.span)?;
    }
    Ok(true)
}
