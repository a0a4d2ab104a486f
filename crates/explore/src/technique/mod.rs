//! Techniques: ways to decide a loop that the bounded search cannot finish by running
//! it iteration by iteration. The search consults the techniques the configuration
//! selects (`Config::techniques`, `--technique`) when a process arrives at a loop head;
//! each either decides the loop (summarises it so that one arbitrary iteration stands
//! for all) or declines, with the reason. The report lists, for each loop consulted,
//! which technique decided it and why the others declined ([`LoopRecord`]).
//!
//! A technique's module holds all of its code and its per-state data; the search calls
//! it at loop heads and when a transition leaves one. Techniques sit above the search
//! (they use its machine and its choices); nothing below them knows they exist.

pub(crate) mod collective;
pub(crate) mod induction;
mod invariant;
pub(crate) mod joint;
pub(crate) mod parallel;
pub(crate) mod sums;

use tass_model::{FunctionId, LocId};
use tass_state::{HeadRef, LoopMark, ProcId, State};
use tass_syntax::Span;

pub(crate) use crate::schedule::{AtHead, LoopTechnique};

pub use crate::report::{LoopRecord, Technique};

/// The techniques a run uses, in the order of the configuration.
pub(crate) fn selected(cfg: &crate::Config) -> Vec<&'static dyn LoopTechnique> {
    if !cfg.summaries {
        return Vec::new();
    }
    cfg.techniques
        .iter()
        .map(|t| -> &'static dyn LoopTechnique {
            match t {
                Technique::Invariant => &invariant::InvariantTechnique,
                Technique::Joint => &joint::JointTechnique,
                Technique::Parallel => &parallel::ParallelTechnique,
                Technique::Induction => &induction::InductionTechnique,
            }
        })
        .collect()
}

impl crate::schedule::Search<'_, '_> {
    /// Records what `technique` made of the loop at `head`: decided it (`Ok`) or declined
    /// it, with the reason.
    pub(crate) fn record_loop(
        &mut self,
        model: u8,
        func: tass_model::FunctionId,
        head: tass_model::LocId,
        span: Span,
        technique: Technique,
        decision: Result<(), &str>,
    ) {
        let r = self
            .loop_records
            .entry((model, func, head))
            .or_insert_with(|| LoopRecord {
                span,
                decided_by: None,
                declined: Vec::new(),
            });
        match decision {
            Ok(()) => r.decided_by = Some(technique),
            Err(why) => {
                if !r.declined.iter().any(|(t, _)| *t == technique) {
                    r.declined.push((technique, why.to_string()));
                }
            }
        }
    }

    /// The natural body of the loop with head `head` (computed once per loop).
    pub(crate) fn loop_body(
        &mut self,
        model: u8,
        func: FunctionId,
        head: LocId,
    ) -> Option<std::sync::Arc<crate::loops::LocSet>> {
        if let Some(b) = self.bodies.get(&(model, func, head)) {
            return b.clone();
        }
        let f = &self.m.progs[model as usize].functions[func.0 as usize];
        let b = crate::loops::natural_body(f, head).map(std::sync::Arc::new);
        self.bodies.insert((model, func, head), b.clone());
        b
    }

    /// Drops the marks `technique` left on loops that process `p` has left (by the exit
    /// branch, a `break`, a `return` or a `goto`).
    pub(crate) fn forget_left_loops(&mut self, st: &mut State, p: ProcId, technique: Technique) {
        let id = technique.id();
        let mine = |k: &LoopMark| k.technique == id && k.heads.first().is_some_and(|h| h.proc == p);
        if !st.marks.iter().any(mine) {
            return;
        }
        // Whether the mark stays: its loop's frame is live and there at the head or in
        // the body.
        let mut keep = |k: &LoopMark| {
            if !mine(k) {
                return true;
            }
            let h = k.heads[0];
            let Some((func, loc)) = st
                .proc(p)
                .stack
                .iter()
                .find(|f| f.uid == h.frame)
                .map(|f| (f.func, f.loc))
            else {
                return false;
            };
            loc == h.head
                || self
                    .loop_body(p.model, func, h.head)
                    .is_some_and(|b| b.contains(&loc))
        };
        if st.marks.iter().all(&mut keep) {
            return;
        }
        let stays: Vec<bool> = st.marks.iter().map(&mut keep).collect();
        let mut stays = stays.into_iter();
        st.marks.retain(|_| stays.next().unwrap_or(true));
    }
}

/// The mark `technique` leaves on the loop with head `head` in frame `frame` of `proc`.
pub(crate) fn mark(technique: Technique, proc: ProcId, frame: u32, head: LocId) -> LoopMark {
    LoopMark {
        technique: technique.id(),
        heads: vec![HeadRef { proc, frame, head }],
        label: None,
        flags: 0,
    }
}
