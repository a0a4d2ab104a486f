//! Loops that several processes run together (seed 000, section 4, Fig. 3): the
//! machinery of collective loop invariants (technique `invariant`: the processes of one
//! program) and of joint loop invariants (technique `joint`: in `tass compare`, the
//! specification's process and every process of the implementation). A group of loops
//! carrying invariants with the same label is verified for any number of iterations by
//! all its processes together.
//!
//! - **Barrier.** A process at the head waits until every process of its group is at a
//!   head with the same label (the reduction of seed 000, 4: collective-queue
//!   minimisation keeps the iteration counts equal, which for these loops is a barrier).
//! - **Base case.** The invariant of every process is checked, each evaluated on its
//!   own process (`PROC[q]@f.x` reads process `q`'s variables in the same program; in a
//!   joint invariant of the implementation `spec.x` and `spec.a[i]` read the
//!   specification's), the variables each loop body writes get fresh values (MPI
//!   receive buffers, statuses and requests included), and the invariants are assumed.
//!   All processes then iterate, or all exit: guards that may disagree are a violation
//!   (the "conflicting loop exit" of Fig. 3).
//! - **Inductive step.** After one arbitrary iteration of every process, back at the
//!   heads, the invariants are checked again and the path ends.
//!
//! Soundness conditions, checked or the run is *unknown* naming them: no message in
//! transit, no active request and no pending collective or joint assertion at the
//! barrier (the abstraction keeps the channels as they are, so they must be empty each
//! time); no wildcard receive and no call that picks among what MPI allows (`MPI_Test`,
//! ...) while the processes are in the loop (with those a process that ran ahead could
//! change what happens: the barrier would hide it); a deadlock met while a process waits
//! at the barrier is not reported (in the program the process would go on into its next
//! iteration) but makes the verdict unknown; and the heads of a group's inductive step
//! must be the ones of its base case. Without wildcards the matching of messages does
//! not depend on the interleaving (Siegel and Avrunin), so keeping the processes in step
//! loses no behaviour of the loop bodies; the specification of a joint group is a
//! process of its own, independent of the implementation's, so holding it at the
//! barrier loses nothing either.

use super::summarise_loop;
use super::Technique;
use crate::machine::Halt;
use crate::search::{Choice, Search};
use std::sync::Arc;
use tass_model::{FunctionId, InvariantScope, LocId, LoopInfo};
use tass_state::{HeadRef, LoopMark, ProcId, State};
use tass_symbolic::Expr;

/// The kind of a group of loops run together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Collective invariants: every process of one program.
    Collective,
    /// Joint invariants in `tass compare`: the specification's process and every
    /// process of the implementation.
    Joint,
}

impl Kind {
    fn technique(self) -> Technique {
        match self {
            Kind::Collective => Technique::Invariant,
            Kind::Joint => Technique::Joint,
        }
    }

    fn scope(self) -> InvariantScope {
        match self {
            Kind::Collective => InvariantScope::Collective,
            Kind::Joint => InvariantScope::Joint,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Collective => "collective",
            Kind::Joint => "joint",
        }
    }
}

/// Flag of the group mark (every member's head, the label).
const GROUP: u32 = 8;
/// Flag of a process's mark: it may take its head's transitions (after the decision).
const GO: u32 = 16;

/// Whether processes are in a group of loops of `kind` (a group is active).
pub(crate) fn active(kind: Kind, st: &State) -> bool {
    st.marks
        .iter()
        .any(|m| m.technique == kind.technique().id() && m.flags == GROUP)
}

/// How process `p` is named in messages.
fn who(kind: Kind, p: ProcId) -> String {
    match (kind, p.model) {
        (Kind::Joint, 0) => "the specification".into(),
        (Kind::Joint, _) => format!("implementation process {}", p.rank),
        _ => format!("process {}", p.rank),
    }
}

/// The label of the invariant of `kind` of the loop head where `p` is, with the
/// function, the head and the frame.
fn label_at(
    kind: Kind,
    s: &Search<'_, '_>,
    st: &State,
    p: ProcId,
) -> Option<(Arc<str>, FunctionId, LocId, u32)> {
    let f = st.proc(p).top()?;
    let prog = s.m.progs[p.model as usize];
    let li = prog.functions[f.func.0 as usize].locations[f.loc.0 as usize]
        .loop_info
        .as_ref()?;
    let label = li
        .invariants
        .iter()
        .find(|i| i.scope == kind.scope())?
        .label
        .clone()?;
    Some((label, f.func, f.loc, f.uid))
}

/// Whether `m` is the mark of the group `label` of `kind` that `p` belongs to.
fn is_group(kind: Kind, m: &LoopMark, label: &str, p: ProcId) -> bool {
    m.technique == kind.technique().id()
        && m.flags == GROUP
        && m.label.as_deref() == Some(label)
        && (kind == Kind::Joint || m.heads.first().is_some_and(|h| h.proc.model == p.model))
}

fn go_mark(kind: Kind, p: ProcId, frame: u32, head: LocId, label: &Arc<str>) -> LoopMark {
    LoopMark {
        technique: kind.technique().id(),
        heads: vec![HeadRef {
            proc: p,
            frame,
            head,
        }],
        label: Some(label.clone()),
        flags: GO,
    }
}

fn has_go(kind: Kind, st: &State, p: ProcId, frame: u32, head: LocId, label: &Arc<str>) -> bool {
    st.marks.contains(&go_mark(kind, p, frame, head, label))
}

/// The processes of the group of `kind` that `p` belongs to: the processes of its
/// program (collective), or every process of both programs (joint).
fn members(kind: Kind, st: &State, p: ProcId) -> Vec<ProcId> {
    match kind {
        Kind::Collective => {
            let n = st.models[p.model as usize].procs.len() as u32;
            (0..n)
                .map(|rank| ProcId {
                    model: p.model,
                    rank,
                })
                .collect()
        }
        Kind::Joint => st.procs().collect(),
    }
}

/// Whether some loop of `progs` has a collective invariant, and a joint one.
pub(crate) fn group_loops(progs: &[&tass_model::Program]) -> [bool; 2] {
    let has = |scope: InvariantScope| {
        progs.iter().any(|p| {
            p.functions.iter().any(|f| {
                f.locations.iter().any(|l| {
                    l.loop_info
                        .as_ref()
                        .is_some_and(|li| li.invariants.iter().any(|i| i.scope == scope))
                })
            })
        })
    };
    [has(InvariantScope::Collective), has(InvariantScope::Joint)]
}

/// Whether groups of `kind` are verified in this run (and the programs have loops
/// with such invariants).
#[inline]
pub(crate) fn group_on(search: &Search<'_, '_>, kind: Kind) -> bool {
    match kind {
        Kind::Collective => search.tech.group_loops[0] && search.m.cfg.uses(Technique::Invariant),
        Kind::Joint => {
            search.tech.group_loops[1]
                && search.m.progs.len() == 2
                && search.m.cfg.uses(Technique::Joint)
        }
    }
}

/// Whether `p` waits at the barrier of a loop with an invariant of `kind`: it is at
/// such a head without leave to go on, and some process of its group is not (yet) at
/// a head with the same label without leave (a process that has ended never comes:
/// then nobody waits, and the arrival reports it).
pub(crate) fn group_blocked(search: &Search<'_, '_>, kind: Kind, st: &State, p: ProcId) -> bool {
    if !group_on(search, kind) {
        return false;
    }
    let Some((label, _, loc, uid)) = label_at(kind, search, st, p) else {
        return false;
    };
    if has_go(kind, st, p, uid, loc, &label) {
        return false;
    }
    let group = members(kind, st, p);
    group.iter().any(|&q| {
        if st.proc(q).terminated() {
            return false;
        }
        match label_at(kind, search, st, q) {
            Some((l, _, ql, qu)) if l == label => has_go(kind, st, q, qu, ql, &label),
            _ => true,
        }
    }) && !group.iter().any(|&q| st.proc(q).terminated())
}

/// Process `p` at the head of a loop with an invariant of `kind`, not waiting: the
/// base case when no group is active, the inductive step when every process is back
/// at its head. `None`: not such a loop (or `p` has leave to go on).
pub(crate) fn group_at_head(
    search: &mut Search<'_, '_>,
    kind: Kind,
    st: &mut State,
    p: ProcId,
    li: &LoopInfo,
) -> Result<Option<crate::search::Choices>, Halt> {
    if !group_on(search, kind) {
        return Ok(None);
    }
    let Some((label, func, loc, uid)) = label_at(kind, search, st, p) else {
        return Ok(None);
    };
    if has_go(kind, st, p, uid, loc, &label) {
        return Ok(None);
    }
    let what = kind.name();
    let inv_span = li
        .invariants
        .iter()
        .find(|i| i.scope == kind.scope())
        .map_or(li.span, |i| i.span);
    if kind == Kind::Joint && st.models[0].procs.len() != 1 {
        return Err(Halt::Unsupported(
            li.span,
            format!("a loop with joint invariant `{label}` where the specification runs as more than one process"),
        ));
    }
    // Every process must be at a head with this label.
    let mut heads = Vec::new();
    for q in members(kind, st, p) {
        match label_at(kind, search, st, q) {
            Some((l, qf, ql, qu)) if l == label && !st.proc(q).terminated() => {
                heads.push((q, qf, ql, qu))
            }
            _ => {
                let msg = format!(
                    "{} reaches the loop with {what} invariant `{label}`, which {} {}: every process must run the loop the same number of times (conflicting loop exit)",
                    who(kind, p),
                    who(kind, q),
                    if st.proc(q).terminated() { "never reached again before it ended" } else { "left or never reached" }
                );
                return Err(search.m.definite(
                    st,
                    crate::report::PropertyKind::Invariant,
                    inv_span,
                    msg,
                ));
            }
        }
    }
    group_quiet(kind, st, li.span, &label)?;
    let group = st
        .marks
        .iter()
        .find(|m| is_group(kind, m, &label, p))
        .cloned();
    let msg = format!("{what} invariant `{label}` may not hold here");
    if let Some(g) = group {
        // Inductive step: every process back at its head after one iteration, at
        // the heads of the base case.
        let same = heads.len() == g.heads.len()
            && heads.iter().all(|&(q, _, ql, qu)| {
                g.heads.contains(&HeadRef {
                    proc: q,
                    frame: qu,
                    head: ql,
                })
            });
        if !same {
            return Err(Halt::Unsupported(
                li.span,
                format!("a loop with {what} invariant `{label}` reached again at other heads than the ones it was entered at (left by a jump, or in another call)"),
            ));
        }
        group_check(search, kind, st, &heads, &label, &msg, true)?;
        return Ok(Some(crate::search::Choices::new()));
    }
    // Base case.
    group_check(search, kind, st, &heads, &label, &msg, true)?;
    for &(q, qf, ql, _) in &heads {
        let qli = search.m.progs[q.model as usize].functions[qf.0 as usize].locations
            [ql.0 as usize]
            .loop_info
            .clone()
            .ok_or(Halt::Infeasible)?;
        let prog = search.m.progs[q.model as usize];
        let Some(sum) =
            crate::loops::summarize_collective(prog, &prog.functions[qf.0 as usize], ql)
        else {
            search.record_loop(q.model, qf, ql, qli.span, kind.technique(), Err("the body writes through pointers (other than MPI buffers of named variables) or calls functions with effects"));
            return Err(Halt::Unsupported(
                qli.span,
                format!("a loop with a {what} invariant whose body writes through pointers or calls functions with effects"),
            ));
        };
        if !summarise_loop(search, st, q, qf, &sum, &qli)? {
            return Err(Halt::Unsupported(
                qli.span,
                format!("a loop with a {what} invariant that writes structs or pointers"),
            ));
        }
    }
    group_check(search, kind, st, &heads, &label, &msg, false)?;
    st.marks.push(LoopMark {
        technique: kind.technique().id(),
        heads: heads
            .iter()
            .map(|&(q, _, ql, qu)| HeadRef {
                proc: q,
                frame: qu,
                head: ql,
            })
            .collect(),
        label: Some(label.clone()),
        flags: GROUP,
    });
    for &(q, _, ql, qu) in &heads {
        st.marks.push(go_mark(kind, q, qu, ql, &label));
    }
    st.abstracted = true;
    for &(q, qf, ql, _) in &heads {
        let span = search.m.progs[q.model as usize].functions[qf.0 as usize].locations
            [ql.0 as usize]
            .loop_info
            .as_ref()
            .map_or(li.span, |l| l.span);
        search.record_loop(q.model, qf, ql, span, kind.technique(), Ok(()));
    }
    // All processes iterate, or all exit.
    let mut guards = Vec::new();
    for &(q, _, _, _) in &heads {
        guards.push(body_guard(search, st, q)?);
    }
    let err = |e: tass_symbolic::Error| Halt::Unsupported(li.span, e.to_string());
    let mut all = Expr::bool(true);
    let mut none = Expr::bool(true);
    let mut agree = Expr::bool(true);
    for g in &guards {
        all = all.and(g).map_err(err)?;
        none = none.and(&g.not().map_err(err)?).map_err(err)?;
        agree = agree.and(&g.iff(&guards[0]).map_err(err)?).map_err(err)?;
    }
    search.m.check(
        st,
        agree,
        crate::report::PropertyKind::Invariant,
        inv_span,
        format!("{what} invariant `{label}` does not make every process iterate the same number of times (conflicting loop exit)"),
    )?;
    let mut out = crate::search::Choices::new();
    for g in [all, none] {
        if search.m.feasible(st, &g) {
            out.push(Choice::decision(p, func, loc, g));
        }
    }
    Ok(Some(out))
}

/// The channels are empty, no request is active and no collective or joint
/// assertion waits: what the abstraction at the barrier keeps must be the same at
/// every visit.
fn group_quiet(kind: Kind, st: &State, span: tass_syntax::Span, label: &str) -> Result<(), Halt> {
    let busy = !st.buffers.is_empty()
        || !st.queue.is_empty()
        || st.procs().any(|q| !st.proc(q).requests.is_empty());
    if busy {
        return Err(Halt::Unsupported(
            span,
            format!("a loop with {} invariant `{label}` whose processes reach its head with messages in transit, active requests or pending collective or joint assertions", kind.name()),
        ));
    }
    Ok(())
}

/// Checks (`check`) or assumes the invariants `label` of every process at `heads`,
/// each evaluated on its process: `PROC[q]@f.x` reads the variables of process `q`
/// of the same program, and in the implementation's joint invariants `spec.x` reads
/// the specification's.
fn group_check(
    search: &mut Search<'_, '_>,
    kind: Kind,
    st: &mut State,
    heads: &[(ProcId, FunctionId, LocId, u32)],
    label: &str,
    msg: &str,
    check: bool,
) -> Result<(), Halt> {
    // The variables of every process, by program and rank.
    let mut snaps: Vec<Vec<crate::machine::Snapshot>> = Vec::new();
    for (model, ms) in st.models.iter().enumerate() {
        snaps.push(
            (0..ms.procs.len() as u32)
                .map(|rank| {
                    search.m.visible_vars(
                        st,
                        ProcId {
                            model: model as u8,
                            rank,
                        },
                    )
                })
                .collect(),
        );
    }
    let spec_vars = (kind == Kind::Joint).then(|| snaps[0][0].clone());
    for &(q, func, loc, _) in heads {
        let prog = search.m.progs[q.model as usize];
        let Some(li) = prog.functions[func.0 as usize].locations[loc.0 as usize]
            .loop_info
            .clone()
        else {
            continue;
        };
        for inv in li
            .invariants
            .iter()
            .filter(|i| i.scope == kind.scope() && i.label.as_deref() == Some(label))
        {
            search.m.scope.snapshots =
                Some((q.rank as usize, snaps[q.model as usize].clone(), Some(func)));
            search.m.scope.spec_vars = if q.model == 1 {
                spec_vars.clone()
            } else {
                None
            };
            let v = search.m.eval(st, q, &inv.expr);
            search.m.scope.snapshots = None;
            search.m.scope.spec_vars = None;
            let c = search.m.scalar(v?, &inv.expr.ty, inv.span)?;
            if check {
                // Reported at the invariant of the process it fails on.
                search.m.check(
                    st,
                    c.clone(),
                    crate::report::PropertyKind::Invariant,
                    inv.span,
                    format!("{msg} ({})", who(kind, q)),
                )?;
            }
            search.m.assume(st, &c, inv.span)?;
        }
    }
    Ok(())
}

/// After a step of `p`: when `p` is out of the loop of a group of `kind` (by the
/// exit, or by a jump: `break`, `return`, `goto`), the group is over, and the next
/// arrival at a head with its label is a new base case (an arrival of a process
/// that left the loop is never taken for the inductive step).
/// (Called only when `group_on(kind)`: the hooks check it first.)
pub(crate) fn group_forget_left(
    search: &mut Search<'_, '_>,
    kind: Kind,
    st: &mut State,
    c: &Choice,
) {
    let id = kind.technique().id();
    let p = c.proc;
    let mut gone: Vec<Arc<str>> = Vec::new();
    for m in st
        .marks
        .iter()
        .filter(|m| m.technique == id && m.flags == GROUP)
    {
        let Some(h) = m.heads.iter().find(|h| h.proc == p) else {
            continue;
        };
        if c.loc == h.head && st.proc(p).top().is_some_and(|f| f.uid == h.frame) {
            // A transition of the head: into the body, or the exit (which
            // `group_left_head` handles).
            continue;
        }
        let frame = st
            .proc(p)
            .stack
            .iter()
            .find(|f| f.uid == h.frame)
            .map(|f| (f.func, f.loc));
        let inside = match frame {
            Some((func, loc)) => {
                loc == h.head
                    || search
                        .loop_body(p.model, func, h.head)
                        .is_some_and(|b| b.contains(&loc))
            }
            None => false,
        };
        if !inside {
            gone.extend(m.label.clone());
        }
    }
    if gone.is_empty() {
        return;
    }
    // Only the group's mark: a process still at its head with leave to go on (after
    // the others left by the exit) takes its transition as decided.
    st.marks.retain(|m| {
        !(m.technique == id
            && m.flags == GROUP
            && m.label.as_ref().is_some_and(|l| gone.contains(l))
            && (kind == Kind::Joint || m.heads.first().is_some_and(|h| h.proc.model == p.model)))
    });
}

/// The guard of the transition from the head of the loop where `p` is into its body.
pub(crate) fn body_guard(
    search: &mut Search<'_, '_>,
    st: &mut State,
    p: ProcId,
) -> Result<Expr, Halt> {
    let f = st.proc(p).top().ok_or(Halt::Infeasible)?;
    let (func, loc) = (f.func, f.loc);
    let prog = search.m.progs[p.model as usize];
    let location = &prog.functions[func.0 as usize].locations[loc.0 as usize];
    let li = location.loop_info.as_ref().ok_or(Halt::Infeasible)?;
    let t = location
        .out
        .iter()
        .find(|t| t.target == li.body)
        .ok_or_else(|| {
            Halt::Unsupported(li.span, "a loop head without a branch into its body".into())
        })?;
    let v = search.m.eval(st, p, &t.guard)?;
    search.m.scalar(v, &t.guard.ty, t.span)
}

/// A process leaves the head of a loop of a group of `kind`: its leave to go on is
/// used up; when the last one leaves by the exit, the group is done.
/// (Called only when `group_on(kind)`: the hooks check it first.)
pub(crate) fn group_left_head(search: &mut Search<'_, '_>, kind: Kind, st: &mut State, c: &Choice) {
    let go = |m: &LoopMark| m.flags == GO && m.technique == kind.technique().id();
    if c.stay || !st.marks.iter().any(go) {
        return;
    }
    let Some((label, _, loc, uid)) = label_at(kind, search, st, c.proc) else {
        return;
    };
    if loc != c.loc {
        return;
    }
    let mine = go_mark(kind, c.proc, uid, loc, &label);
    let Some(i) = st.marks.iter().position(|m| *m == mine) else {
        return;
    };
    st.marks.remove(i);
    let prog = search.m.progs[c.proc.model as usize];
    let location = &prog.functions[c.func.0 as usize].locations[c.loc.0 as usize];
    let exits = location
        .loop_info
        .as_ref()
        .is_some_and(|li| location.out[c.idx as usize].target != li.body);
    let others = st.marks.iter().any(|m| {
        go(m)
            && m.label.as_deref() == Some(&*label)
            && (kind == Kind::Joint || m.heads[0].proc.model == c.proc.model)
    });
    if exits && !others {
        st.marks.retain(|m| !is_group(kind, m, &label, c.proc));
    }
}
