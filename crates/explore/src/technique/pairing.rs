//! The marks technique `induction` leaves on the loops it pairs, and the two processes of
//! an inductive step: the hypothesis (model 0, the program for `N - 1`) and the larger
//! run (model 1). Apart from the technique so that technique `parallel`, which gives way
//! to a pairing (`hypothesis_waits`), needs only this.

use super::Technique;
use tass_model::LocId;
use tass_state::{HeadRef, LoopMark, ProcId, State};

/// The hypothesis: the copy of the program for `N - 1`.
pub(super) const HYP: ProcId = ProcId { model: 0, rank: 0 };
/// The larger run: the copy of the program for `N`.
pub(super) const MAIN: ProcId = ProcId { model: 1, rank: 0 };
/// Flag of a hypothesis's mark: it may leave the head.
pub(super) const GO: u32 = 1;
/// Flag of a larger run's mark: it runs ahead by itself (the count in the upper bits).
pub(super) const AHEAD: u32 = 2;

/// The mark of technique `induction` on the loop with head `head` in frame `frame` of
/// `proc`, with `flags`.
pub(super) fn mark(proc: ProcId, frame: u32, head: LocId, flags: u32) -> LoopMark {
    LoopMark {
        technique: Technique::Induction.id(),
        heads: vec![HeadRef { proc, frame, head }],
        label: None,
        flags,
    }
}

/// The frame, head and flags of `m` when it is a mark of technique `induction` on a loop
/// of `proc`.
pub(super) fn mine(m: &LoopMark, proc: ProcId) -> Option<(u32, LocId, u32)> {
    if m.technique != Technique::Induction.id() {
        return None;
    }
    let h = m.heads.first()?;
    (h.proc == proc).then_some((h.frame, h.head, m.flags))
}

/// Whether process `p`, the larger run of an inductive step at loop head `loc`, finds
/// the hypothesis waiting there to pair the two loops (at the same depth of calls).
pub(super) fn hypothesis_waits(st: &State, p: ProcId, loc: LocId) -> bool {
    if p != MAIN || st.models.len() != 2 || st.proc(HYP).terminated() {
        return false;
    }
    let depth = st.proc(MAIN).stack.len();
    let hyp = st.proc(HYP);
    st.marks.iter().any(|m| {
        mine(m, HYP).is_some_and(|(f, h, flags)| {
            h == loc
                && flags & GO == 0
                && hyp.stack.len() == depth
                && hyp.top().is_some_and(|t| t.uid == f && t.loc == loc)
        })
    })
}
