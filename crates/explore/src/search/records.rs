//! The search's records of loops: the loops with annotations it reached, what each
//! technique made of each loop (for the report), the natural bodies of loops, and the
//! marks techniques leave on loops a process has left. Techniques call these; the
//! search knows only that a loop was decided or declined, not how.

use super::Search;
use crate::report::{LoopRecord, Technique};
use tass_model::{FunctionId, LocId};
use tass_state::{LoopMark, ProcId, State};
use tass_syntax::Span;

impl Search<'_, '_> {
    /// Notes that the search (not a technique's own run) reached the head `head` of a
    /// loop with annotations, so that the report lists them with who checked them.
    pub(crate) fn note_annotated_loop(
        &mut self,
        model: u8,
        func: FunctionId,
        head: LocId,
        li: &tass_model::LoopInfo,
    ) {
        let annotated = !li.invariants.is_empty() || li.assigns.is_some() || li.variant.is_some();
        if !annotated
            || self.m.checks.unchecked
            || self.m.checks.hypothesis
            || self.m.checks.obligations.is_some()
        {
            return;
        }
        self.findings
            .loop_records
            .entry((model, func, head))
            .or_insert_with(|| LoopRecord {
                span: li.span,
                decided_by: None,
                declined: Vec::new(),
                annotations: Vec::new(),
            });
    }

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
            .findings
            .loop_records
            .entry((model, func, head))
            .or_insert_with(|| LoopRecord {
                span,
                decided_by: None,
                declined: Vec::new(),
                annotations: Vec::new(),
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
        if let Some(b) = self.analyses.bodies.get(&(model, func, head)) {
            return b.clone();
        }
        let f = &self.m.progs[model as usize].functions[func.0 as usize];
        let b = crate::loops::natural_body(f, head).map(std::sync::Arc::new);
        self.analyses.bodies.insert((model, func, head), b.clone());
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
