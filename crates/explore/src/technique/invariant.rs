//! Technique `invariant` (seed 000; collective invariants in module `collective`): a loop whose head carries
//! invariants and whose body writes only named numbers and arrays of numbers is
//! summarised. On first arrival the invariants are checked (base case), the variables
//! the body writes get fresh values and the invariants are assumed; the path then runs
//! one arbitrary iteration, and back at the head the invariants are checked again (the
//! inductive step) and the path ends, or it leaves the loop with the invariants known.
//!
//! The write set is static (module `loops`): no writes through pointers, no heap
//! changes, no calls of functions writing other than their locals (a library function
//! qualifies when the registry says it is pure). States record the loops being
//! summarised and whether the path went through one; violations after a summary are
//! *possible* (module `run` then searches again without summaries). Other loops are
//! explored iteration by iteration, their invariants checked at each visit of the head.
//! Collective loop invariants (kind `Collective`, module `collective`) are this
//! technique's too; without it (`--technique` without `invariant`, and the rerun without
//! summaries) every visit of the head is a collective assertion of the invariant
//! (`Machine::collective_assert`), so a false invariant is found as a provable violation
//! with a trace.

use super::collective::{
    group_at_head, group_blocked, group_forget_left, group_left_head, group_on,
};
use super::summarise_loop;
use super::{AtHead, LoopTechnique, Technique};
use crate::machine::Halt;
use crate::search::{Choice, Search};
use tass_model::{FunctionId, LocId};
use tass_state::{ProcId, State};

/// The technique `invariant`.
pub(crate) struct InvariantTechnique;

impl LoopTechnique for InvariantTechnique {
    fn technique(&self) -> Technique {
        Technique::Invariant
    }

    fn blocks(&self, s: &Search<'_, '_>, st: &State, p: ProcId) -> bool {
        // (The check first, here: the hooks run at every step.)
        group_on(s, super::collective::Kind::Collective)
            && group_blocked(s, super::collective::Kind::Collective, st, p)
    }

    fn at_head(
        &self,
        s: &mut Search<'_, '_>,
        st: &mut State,
        p: ProcId,
        (func, loc): (FunctionId, LocId),
        li: &tass_model::LoopInfo,
    ) -> Result<AtHead, Halt> {
        match group_at_head(s, super::collective::Kind::Collective, st, p, li)? {
            Some(c) if c.is_empty() => {
                s.m.note_end(
                    li.span,
                    "the inductive step of loops summarised by their collective invariant",
                );
                return Ok(AtHead::EndPath);
            }
            Some(c) => return Ok(AtHead::Choices(c)),
            None => {}
        }
        Ok(if invariant_at_head(s, st, p, func, loc, li)? {
            s.m.note_end(
                li.span,
                "the inductive step of a loop summarised by its invariants (one arbitrary iteration, back at the head)",
            );
            AtHead::EndPath
        } else {
            AtHead::Continue
        })
    }

    fn keeps_processes_in_step(&self, st: &State) -> bool {
        super::collective::active(super::collective::Kind::Collective, st)
    }

    fn before_step(&self, s: &mut Search<'_, '_>, st: &mut State, c: &Choice) {
        if group_on(s, super::collective::Kind::Collective) {
            group_left_head(s, super::collective::Kind::Collective, st, c);
        }
    }

    fn after_step(&self, s: &mut Search<'_, '_>, st: &mut State, c: &Choice) {
        if group_on(s, super::collective::Kind::Collective) {
            group_forget_left(s, super::collective::Kind::Collective, st, c);
        }
        s.forget_left_loops(st, c.proc, Technique::Invariant);
    }
}

/// Process `p` at the head `loc` of a loop with information `li` (its invariants were
/// just checked and assumed): summarises the loop on first arrival when the technique
/// is selected and applies. Returns true when the path ends here (back at the head of
/// a summarised loop after one arbitrary iteration).
pub(crate) fn invariant_at_head(
    search: &mut Search<'_, '_>,
    st: &mut State,
    p: ProcId,
    func: FunctionId,
    loc: LocId,
    li: &tass_model::LoopInfo,
) -> Result<bool, Halt> {
    if !li
        .invariants
        .iter()
        .any(|i| i.scope == tass_model::InvariantScope::Local)
    {
        return Ok(false);
    }
    let uid = st.proc(p).top().map(|f| f.uid).unwrap_or(0);
    let here = super::mark(Technique::Invariant, p, uid, loc);
    if st.marks.contains(&here) {
        return Ok(true);
    }
    let decision = match summary(search, p.model, func, loc) {
        None => Err("the body writes through pointers or calls functions with effects"),
        Some(sum) => {
            if summarise_loop(search, st, p, func, &sum, li)? {
                st.marks.push(here);
                st.abstracted = true;
                Ok(())
            } else {
                Err("the body writes a struct or a pointer")
            }
        }
    };
    search.record_loop(p.model, func, loc, li.span, Technique::Invariant, decision);
    Ok(false)
}

/// The loop summary of the loop with head `loc` (computed once).
pub(crate) fn summary(
    search: &mut Search<'_, '_>,
    model: u8,
    func: FunctionId,
    loc: LocId,
) -> Option<std::sync::Arc<crate::loops::Summary>> {
    if let Some(s) = search.tech.summaries.get(&(model, func, loc)) {
        return s.clone();
    }
    let prog = search.m.progs[model as usize];
    let s = crate::loops::summarize(prog, &prog.functions[func.0 as usize], loc)
        .map(std::sync::Arc::new);
    search.tech.summaries.insert((model, func, loc), s.clone());
    s
}
