//! Collective loop invariants (seed 000, section 4, Fig. 3), part of technique
//! `invariant`: a loop that carries `#pragma TASS collective invariant L e` on every
//! process of a program is verified for any number of iterations by all processes
//! together.
//!
//! - **Barrier.** A process at the head waits until every process of its program is at
//!   a head with the same label (the reduction of seed 000, 4: collective-queue
//!   minimisation keeps the iteration counts equal, which for these loops is a barrier).
//! - **Base case.** The invariant is checked with every process's variables
//!   (`PROC[q]@f.x` reads process `q`'s), the variables each loop body writes get fresh
//!   values, and the invariant is assumed. All processes then iterate, or all exit: guards
//!   that may disagree are a violation (the "conflicting loop exit" of Fig. 3).
//! - **Inductive step.** After one arbitrary iteration of every process, back at the
//!   heads, the invariant is checked again and the path ends.
//!
//! Soundness conditions, checked or the run is *unknown* naming them: no message in
//! transit, no active request and no pending collective assertion at the barrier (the
//! abstraction keeps the channels as they are, so they must be empty each time); no
//! wildcard receive while the processes are in the loop (with a wildcard a process that
//! ran ahead could change which message is matched: the barrier would hide it); and a
//! deadlock met while a process waits at the barrier is not reported (in the program the
//! process would go on into its next iteration) but makes the verdict unknown. Without
//! wildcards the matching of messages does not depend on the interleaving (Siegel and
//! Avrunin), so keeping the processes in step loses no behaviour of the loop body.

use super::Technique;
use crate::machine::Halt;
use crate::schedule::{Choice, Search};
use std::sync::Arc;
use tass_model::{FunctionId, InvariantScope, LocId, LoopInfo};
use tass_state::{HeadRef, LoopMark, ProcId, State};
use tass_symbolic::Expr;

/// Flag of the group mark (every process's head, the label).
const GROUP: u32 = 8;
/// Flag of a process's mark: it may take its head's transitions (after the decision).
const GO: u32 = 16;

/// Whether processes are in a loop with a collective invariant (a group is active).
pub(crate) fn collective_active(st: &State) -> bool {
    st.marks
        .iter()
        .any(|m| m.technique == Technique::Invariant.id() && m.flags == GROUP)
}

/// The label of the collective invariant of the loop head where `p` is, with the
/// function, the head and the frame.
fn label_at(
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
        .find(|i| i.scope == InvariantScope::Collective)?
        .label
        .clone()?;
    Some((Arc::from(&*label), f.func, f.loc, f.uid))
}

fn is_group(m: &LoopMark, label: &str, model: u8) -> bool {
    m.technique == Technique::Invariant.id()
        && m.flags == GROUP
        && m.label.as_deref() == Some(label)
        && m.heads.first().is_some_and(|h| h.proc.model == model)
}

fn go_mark(p: ProcId, frame: u32, head: LocId, label: &Arc<str>) -> LoopMark {
    LoopMark {
        technique: Technique::Invariant.id(),
        heads: vec![HeadRef {
            proc: p,
            frame,
            head,
        }],
        label: Some(label.clone()),
        flags: GO,
    }
}

fn has_go(st: &State, p: ProcId, frame: u32, head: LocId, label: &Arc<str>) -> bool {
    st.marks.contains(&go_mark(p, frame, head, label))
}

/// The processes of model `model`.
fn ranks(st: &State, model: u8) -> impl Iterator<Item = ProcId> {
    let n = st.models[model as usize].procs.len() as u32;
    (0..n).map(move |rank| ProcId { model, rank })
}

impl Search<'_, '_> {
    /// Whether collective invariants are verified in this run.
    fn collective_on(&self) -> bool {
        self.m.cfg.uses(Technique::Invariant)
    }

    /// Whether `p` waits at the barrier of a loop with a collective invariant: it is at
    /// such a head without leave to go on, and some process of its program is not (yet)
    /// at a head with the same label without leave (a process that has ended never
    /// comes: then nobody waits, and the arrival reports it).
    pub(crate) fn collective_blocked(&self, st: &State, p: ProcId) -> bool {
        if !self.collective_on() {
            return false;
        }
        let Some((label, _, loc, uid)) = label_at(self, st, p) else {
            return false;
        };
        if has_go(st, p, uid, loc, &label) {
            return false;
        }
        ranks(st, p.model).any(|q| {
            if st.proc(q).terminated() {
                return false;
            }
            match label_at(self, st, q) {
                Some((l, _, ql, qu)) if l == label => has_go(st, q, qu, ql, &label),
                _ => true,
            }
        }) && !ranks(st, p.model).any(|q| st.proc(q).terminated())
    }

    /// Process `p` at the head of a loop with a collective invariant, not waiting: the
    /// base case when no group is active, the inductive step when every process is back
    /// at its head. `None`: not a collective loop (or `p` has leave to go on).
    pub(crate) fn collective_at_head(
        &mut self,
        st: &mut State,
        p: ProcId,
        li: &LoopInfo,
    ) -> Result<Option<Vec<Choice>>, Halt> {
        if !self.collective_on() {
            return Ok(None);
        }
        let Some((label, func, loc, uid)) = label_at(self, st, p) else {
            return Ok(None);
        };
        if has_go(st, p, uid, loc, &label) {
            return Ok(None);
        }
        let inv_span = li
            .invariants
            .iter()
            .find(|i| i.scope == InvariantScope::Collective)
            .map_or(li.span, |i| i.span);
        // Every process must be at a head with this label.
        let mut heads = Vec::new();
        for q in ranks(st, p.model).collect::<Vec<_>>() {
            match label_at(self, st, q) {
                Some((l, qf, ql, qu)) if l == label && !st.proc(q).terminated() => {
                    heads.push((q, qf, ql, qu))
                }
                _ => {
                    let msg = format!(
                        "process {} reaches the loop with collective invariant `{label}`, which process {} {}: every process must run the loop the same number of times (conflicting loop exit)",
                        p.rank,
                        q.rank,
                        if st.proc(q).terminated() { "never reached again before it ended" } else { "left or never reached" }
                    );
                    return Err(self.m.definite(
                        st,
                        crate::report::PropertyKind::Invariant,
                        inv_span,
                        msg,
                    ));
                }
            }
        }
        self.collective_quiet(st, li.span, &label)?;
        let group = st.marks.iter().any(|m| is_group(m, &label, p.model));
        let msg = format!("collective invariant `{label}` may not hold here");
        if group {
            // Inductive step: every process back at its head after one iteration.
            self.collective_check(st, p.model, &label, inv_span, &msg, true)?;
            return Ok(Some(Vec::new()));
        }
        // Base case.
        self.collective_check(st, p.model, &label, inv_span, &msg, true)?;
        for &(q, qf, ql, _) in &heads {
            let qli = self.m.progs[q.model as usize].functions[qf.0 as usize].locations
                [ql.0 as usize]
                .loop_info
                .clone()
                .ok_or(Halt::Infeasible)?;
            let prog = self.m.progs[q.model as usize];
            let Some(sum) =
                crate::loops::summarize_collective(prog, &prog.functions[qf.0 as usize], ql)
            else {
                self.record_loop(q.model, qf, ql, qli.span, Technique::Invariant, Err("the body writes through pointers (other than MPI buffers of named variables) or calls functions with effects"));
                return Err(Halt::Unsupported(
                    qli.span,
                    "a loop with a collective invariant whose body writes through pointers or calls functions with effects".into(),
                ));
            };
            if !self.summarise_loop(st, q, qf, &sum, &qli)? {
                return Err(Halt::Unsupported(
                    qli.span,
                    "a loop with a collective invariant that writes structs or pointers".into(),
                ));
            }
        }
        self.collective_check(st, p.model, &label, inv_span, &msg, false)?;
        st.marks.push(LoopMark {
            technique: Technique::Invariant.id(),
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
            st.marks.push(go_mark(q, qu, ql, &label));
        }
        st.abstracted = true;
        for &(q, qf, ql, _) in &heads {
            let span = self.m.progs[q.model as usize].functions[qf.0 as usize].locations
                [ql.0 as usize]
                .loop_info
                .as_ref()
                .map_or(li.span, |l| l.span);
            self.record_loop(q.model, qf, ql, span, Technique::Invariant, Ok(()));
        }
        // All processes iterate, or all exit.
        let mut guards = Vec::new();
        for &(q, _, _, _) in &heads {
            guards.push(self.body_guard(st, q)?);
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
        self.m.check(
            st,
            agree,
            crate::report::PropertyKind::Invariant,
            inv_span,
            format!("collective invariant `{label}` does not make every process iterate the same number of times (conflicting loop exit)"),
        )?;
        let mut out = Vec::new();
        for g in [all, none] {
            if self.m.feasible(st, &g) {
                out.push(Choice::decision(p, func, loc, g));
            }
        }
        Ok(Some(out))
    }

    /// The channels are empty, no request is active and no collective assertion waits:
    /// what the abstraction at the barrier keeps must be the same at every visit.
    fn collective_quiet(
        &mut self,
        st: &State,
        span: tass_syntax::Span,
        label: &str,
    ) -> Result<(), Halt> {
        let busy = !st.buffers.is_empty()
            || !st.queue.is_empty()
            || st.procs().any(|q| !st.proc(q).requests.is_empty());
        if busy {
            return Err(Halt::Unsupported(
                span,
                format!("a loop with collective invariant `{label}` whose processes reach its head with messages in transit, active requests or pending collective assertions"),
            ));
        }
        Ok(())
    }

    /// Checks (`check`) or assumes the collective invariant `label` of every process of
    /// `model`, each evaluated with the variables of all processes.
    fn collective_check(
        &mut self,
        st: &mut State,
        model: u8,
        label: &str,
        span: tass_syntax::Span,
        msg: &str,
        check: bool,
    ) -> Result<(), Halt> {
        let procs: Vec<ProcId> = ranks(st, model).collect();
        let snaps: Vec<Vec<(Arc<str>, tass_state::Value)>> =
            procs.iter().map(|&q| self.m.visible_vars(st, q)).collect();
        for &q in &procs {
            let Some(f) = st.proc(q).top() else { continue };
            let func = f.func;
            let prog = self.m.progs[model as usize];
            let Some(li) = prog.functions[func.0 as usize].locations[f.loc.0 as usize]
                .loop_info
                .clone()
            else {
                continue;
            };
            for inv in li.invariants.iter().filter(|i| {
                i.scope == InvariantScope::Collective && i.label.as_deref() == Some(label)
            }) {
                self.m.snapshots = Some((q.rank as usize, snaps.clone(), Some(func)));
                let v = self.m.eval(st, q, &inv.expr);
                self.m.snapshots = None;
                let c = self.m.scalar(v?, &inv.expr.ty, inv.span)?;
                if check {
                    self.m.check(
                        st,
                        c.clone(),
                        crate::report::PropertyKind::Invariant,
                        span,
                        format!("{msg} (process {})", q.rank),
                    )?;
                }
                self.m.assume(st, &c, inv.span)?;
            }
        }
        Ok(())
    }

    /// A process leaves the head of a collective loop: its leave to go on is used up;
    /// when the last one leaves by the exit, the group is done.
    pub(crate) fn collective_left_head(&mut self, st: &mut State, c: &Choice) {
        if c.stay || !st.marks.iter().any(|m| m.flags == GO) {
            return;
        }
        let Some((label, _, loc, uid)) = label_at(self, st, c.proc) else {
            return;
        };
        if loc != c.loc {
            return;
        }
        let mine = go_mark(c.proc, uid, loc, &label);
        let Some(i) = st.marks.iter().position(|m| *m == mine) else {
            return;
        };
        st.marks.remove(i);
        let prog = self.m.progs[c.proc.model as usize];
        let location = &prog.functions[c.func.0 as usize].locations[c.loc.0 as usize];
        let exits = location
            .loop_info
            .as_ref()
            .is_some_and(|li| location.out[c.idx as usize].target != li.body);
        let others = st.marks.iter().any(|m| {
            m.flags == GO
                && m.label.as_deref() == Some(&*label)
                && m.heads[0].proc.model == c.proc.model
        });
        if exits && !others {
            st.marks.retain(|m| !is_group(m, &label, c.proc.model));
        }
    }
}
