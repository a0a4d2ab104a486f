//! Technique `joint` (seed 000, section 5): in `tass compare`, loops of the two
//! programs that carry joint invariants with the same label are verified together: the
//! specification waits at its loop until the implementation reaches its own; then the
//! base case, fresh values for both loops' write sets with the joint invariant assumed,
//! a joint decision (both iterate or both exit), and after one iteration each the
//! inductive step.

use super::{AtHead, LoopTechnique, Technique};
use crate::machine::Halt;
use crate::schedule::{Choice, Search};
use std::sync::Arc;
use tass_model::{FunctionId, LocId};
use tass_state::{HeadRef, LoopMark, ProcId, State};
use tass_symbolic::Expr;

/// The technique `joint`.
pub(crate) struct JointTechnique;

/// A pair of loops verified together (the technique's view of its marks): the label of
/// the joint invariant, the frame and head of the specification's loop and of the
/// implementation's, and whether each may take its next transition from its head.
#[derive(Clone)]
struct Pair {
    label: Arc<str>,
    spec: (u32, LocId),
    imp: (u32, LocId),
    spec_go: bool,
    impl_go: bool,
}

const SPEC_GO: u32 = 1;
const IMPL_GO: u32 = 2;
const SPEC: ProcId = ProcId { model: 0, rank: 0 };
const IMPL: ProcId = ProcId { model: 1, rank: 0 };

impl Pair {
    fn of(mark: &LoopMark) -> Option<Pair> {
        if mark.technique != Technique::Joint.id() {
            return None;
        }
        let [s, i] = mark.heads.as_slice() else {
            return None;
        };
        Some(Pair {
            label: mark.label.clone()?,
            spec: (s.frame, s.head),
            imp: (i.frame, i.head),
            spec_go: mark.flags & SPEC_GO != 0,
            impl_go: mark.flags & IMPL_GO != 0,
        })
    }

    fn mark(&self) -> LoopMark {
        let head = |proc, (frame, head)| HeadRef { proc, frame, head };
        LoopMark {
            technique: Technique::Joint.id(),
            heads: vec![head(SPEC, self.spec), head(IMPL, self.imp)],
            label: Some(self.label.clone()),
            flags: if self.spec_go { SPEC_GO } else { 0 } | if self.impl_go { IMPL_GO } else { 0 },
        }
    }
}

/// The pairs of a state.
fn pairs(st: &State) -> impl Iterator<Item = Pair> + '_ {
    st.marks.iter().filter_map(Pair::of)
}

impl LoopTechnique for JointTechnique {
    fn technique(&self) -> Technique {
        Technique::Joint
    }

    fn blocks(&self, s: &Search<'_, '_>, st: &State, p: ProcId) -> bool {
        s.joint_blocked(st, p)
    }

    fn at_head(
        &self,
        s: &mut Search<'_, '_>,
        st: &mut State,
        p: ProcId,
        _head: (FunctionId, LocId),
        _li: &tass_model::LoopInfo,
    ) -> Result<AtHead, Halt> {
        if p.model != 1 {
            return Ok(AtHead::Continue);
        }
        Ok(match s.joint_arrival(st, p)? {
            None => AtHead::Continue,
            Some(c) if c.is_empty() => AtHead::EndPath,
            Some(c) => AtHead::Choices(c),
        })
    }

    fn before_step(&self, s: &mut Search<'_, '_>, st: &mut State, c: &Choice) {
        s.joint_left_head(st, c);
    }
}

impl Search<'_, '_> {
    /// The label of the joint invariants of the loop head where `p` is, if any.
    pub(crate) fn joint_label(
        &self,
        st: &State,
        p: ProcId,
    ) -> Option<(tass_model::Name, FunctionId, LocId, u32)> {
        if self.m.progs.len() != 2 || !self.m.cfg.uses(Technique::Joint) {
            return None;
        }
        let f = st.proc(p).top()?;
        let prog = self.m.progs[p.model as usize];
        let li = prog.functions[f.func.0 as usize].locations[f.loc.0 as usize]
            .loop_info
            .as_ref()?;
        let label = li
            .invariants
            .iter()
            .find(|i| i.scope == tass_model::InvariantScope::Joint)?
            .label
            .clone()?;
        Some((label, f.func, f.loc, f.uid))
    }

    /// The specification waits at a loop with a joint invariant until the implementation
    /// reaches the loop with the same label (and again after each iteration).
    pub(crate) fn joint_blocked(&self, st: &State, p: ProcId) -> bool {
        if p.model != 0 {
            return false;
        }
        let Some((label, _, loc, uid)) = self.joint_label(st, p) else {
            return false;
        };
        let imp = ProcId { model: 1, rank: 0 };
        if st.proc(imp).terminated() {
            return false;
        }
        match pairs(st).find(|j| j.label == label && j.spec == (uid, loc)) {
            Some(j) => !j.spec_go,
            None => true,
        }
    }

    /// The formula of the joint invariants `label` (both programs' expressions) in the
    /// current state.
    pub(crate) fn joint_formula(&mut self, st: &mut State, label: &str) -> Result<Expr, Halt> {
        let mut parts = Vec::new();
        for model in [0u8, 1] {
            let p = ProcId { model, rank: 0 };
            let Some(f) = st.proc(p).top() else { continue };
            let prog = self.m.progs[model as usize];
            let Some(li) = prog.functions[f.func.0 as usize].locations[f.loc.0 as usize]
                .loop_info
                .clone()
            else {
                continue;
            };
            let spec = ProcId { model: 0, rank: 0 };
            self.m.spec_vars = (model == 1).then(|| self.m.visible_vars(st, spec));
            let r = (|| -> Result<(), Halt> {
                for inv in li.invariants.iter().filter(|i| {
                    i.scope == tass_model::InvariantScope::Joint
                        && i.label.as_deref() == Some(label)
                }) {
                    let v = self.m.eval(st, p, &inv.expr)?;
                    parts.push(self.m.scalar(v, &inv.expr.ty, inv.span)?);
                }
                Ok(())
            })();
            self.m.spec_vars = None;
            r?;
        }
        Expr::and_all(parts.iter())
            .map_err(|e| Halt::Unsupported(Default::default(), e.to_string()))
    }

    /// The guard of the transition from the head of the loop where `p` is into its body.
    pub(crate) fn body_guard(&mut self, st: &mut State, p: ProcId) -> Result<Expr, Halt> {
        let f = st.proc(p).top().ok_or(Halt::Infeasible)?;
        let (func, loc) = (f.func, f.loc);
        let prog = self.m.progs[p.model as usize];
        let location = &prog.functions[func.0 as usize].locations[loc.0 as usize];
        let li = location.loop_info.as_ref().ok_or(Halt::Infeasible)?;
        let t = location
            .out
            .iter()
            .find(|t| t.target == li.body)
            .ok_or_else(|| {
                Halt::Unsupported(li.span, "a loop head without a branch into its body".into())
            })?;
        let v = self.m.eval(st, p, &t.guard)?;
        self.m.scalar(v, &t.guard.ty, t.span)
    }

    /// The implementation at a loop with a joint invariant while the specification waits
    /// at its loop of the same label (seed 000, 5): the base case, fresh values for both
    /// loops' write sets and the invariant assumed; then a joint decision (both loops
    /// iterate, or both exit). Back at the heads after one iteration each: the inductive
    /// step, and the path ends. `None` when the implementation goes on by itself.
    pub(crate) fn joint_arrival(
        &mut self,
        st: &mut State,
        p: ProcId,
    ) -> Result<Option<Vec<Choice>>, Halt> {
        let Some((label, func, loc, uid)) = self.joint_label(st, p) else {
            return Ok(None);
        };
        let spec = ProcId { model: 0, rank: 0 };
        if st.proc(spec).terminated() {
            return Ok(None);
        }
        let Some((slabel, sfunc, sloc, suid)) = self.joint_label(st, spec) else {
            return Ok(None);
        };
        if slabel != label {
            return Ok(None);
        }
        let prog = self.m.progs[1];
        let li = prog.functions[func.0 as usize].locations[loc.0 as usize]
            .loop_info
            .clone()
            .ok_or(Halt::Infeasible)?;
        let msg = format!("joint invariant `{label}` may not hold here");
        let inv_span = li
            .invariants
            .iter()
            .find(|i| {
                i.scope == tass_model::InvariantScope::Joint && i.label.as_deref() == Some(&*label)
            })
            .map(|i| i.span)
            .unwrap_or(li.span);
        let pair = pairs(st).find(|j| j.label == label && j.imp == (uid, loc));
        match pair {
            Some(j) if j.impl_go => Ok(None),
            Some(_) => {
                // Inductive step.
                let j = self.joint_formula(st, &label)?;
                self.m
                    .check(st, j, crate::report::PropertyKind::Invariant, inv_span, msg)?;
                Ok(Some(Vec::new()))
            }
            None => {
                // Base case.
                let j = self.joint_formula(st, &label)?;
                self.m
                    .check(st, j, crate::report::PropertyKind::Invariant, inv_span, msg)?;
                let (Some(ssum), Some(isum)) =
                    (self.summary(0, sfunc, sloc), self.summary(1, func, loc))
                else {
                    return Err(Halt::Unsupported(
                        li.span,
                        "a loop with a joint invariant whose body writes through pointers or calls functions with effects".into(),
                    ));
                };
                let sli = self.m.progs[0].functions[sfunc.0 as usize].locations[sloc.0 as usize]
                    .loop_info
                    .clone()
                    .ok_or(Halt::Infeasible)?;
                if !self.summarise_loop(st, spec, sfunc, &ssum, &sli)?
                    || !self.summarise_loop(st, p, func, &isum, &li)?
                {
                    return Err(Halt::Unsupported(
                        li.span,
                        "a loop with a joint invariant that writes structs or pointers".into(),
                    ));
                }
                let j = self.joint_formula(st, &label)?;
                self.m.assume(st, &j, li.span)?;
                st.marks.push(
                    Pair {
                        label: label.clone(),
                        spec: (suid, sloc),
                        imp: (uid, loc),
                        spec_go: true,
                        impl_go: true,
                    }
                    .mark(),
                );
                st.abstracted = true;
                self.record_loop(0, sfunc, sloc, sli.span, Technique::Joint, Ok(()));
                self.record_loop(1, func, loc, li.span, Technique::Joint, Ok(()));
                // Both loops iterate, or both exit.
                let gs = self.body_guard(st, spec)?;
                let gi = self.body_guard(st, p)?;
                let together = gs
                    .iff(&gi)
                    .map_err(|e| Halt::Unsupported(li.span, e.to_string()))?;
                self.m.check(
                    st,
                    together,
                    crate::report::PropertyKind::Invariant,
                    inv_span,
                    format!("joint invariant `{label}` does not make the two loops iterate the same number of times"),
                )?;
                let mut out = Vec::new();
                for g in [
                    gs.and(&gi),
                    gs.not().and_then(|a| gi.not().and_then(|b| a.and(&b))),
                ] {
                    let g = g.map_err(|e| Halt::Unsupported(li.span, e.to_string()))?;
                    if self.m.feasible(st, &g) {
                        out.push(Choice::decision(p, func, loc, g));
                    }
                }
                Ok(Some(out))
            }
        }
    }

    /// After a transition leaves a loop head of a joint pair, the side must wait again;
    /// when the implementation leaves its loop, the pair is done.
    pub(crate) fn joint_left_head(&mut self, st: &mut State, c: &Choice) {
        if pairs(st).next().is_none() {
            return;
        }
        let Some(uid) = st.proc(c.proc).top().map(|f| f.uid) else {
            return;
        };
        let prog = self.m.progs[c.proc.model as usize];
        let target = prog.functions[c.func.0 as usize].locations[c.loc.0 as usize].out
            [c.idx as usize]
            .target;
        let mut marks = st.marks.clone();
        let mut changed = false;
        marks.retain_mut(|mark| {
            let Some(mut j) = Pair::of(mark) else {
                return true;
            };
            let side = if c.proc.model == 0 { j.spec } else { j.imp };
            if side != (uid, c.loc) {
                return true;
            }
            changed = true;
            let keep = if c.proc.model == 0 {
                j.spec_go = false;
                true
            } else {
                j.impl_go = false;
                // Leaving the loop (not into its body): the pair is done.
                let li = prog.functions[c.func.0 as usize].locations[c.loc.0 as usize]
                    .loop_info
                    .as_ref();
                li.is_some_and(|li| target == li.body)
            };
            *mark = j.mark();
            keep
        });
        if changed {
            st.marks = marks;
        }
    }
}
