//! Technique `joint` (seed 000, sections 4 and 5): in `tass compare`, loops of the two
//! programs that carry joint invariants with the same label are verified together, the
//! specification's loop with the loop of every process of the implementation (one
//! process when it is sequential, `-np2` processes when it is an MPI program): a barrier
//! at the heads, the base case (each process's joint invariant, `spec.x` and
//! `spec.a[i]` read from the specification), fresh values for every loop's write set
//! with the invariants assumed, a joint decision (all iterate or all exit), and after
//! one iteration each the inductive step. The machinery is the one of collective
//! invariants (module `collective`), with the group made of the processes of both
//! programs.
//!
//! Each process's own joint invariant is evaluated on that process (its locals and
//! globals, `PROC[q]@f.x` for processes of its program, and in the implementation's
//! `spec.x`, `spec.a[i]`, quantified ones included, read from the specification at its
//! head); the write sets include MPI receive buffers, statuses and requests
//! (`loops::summarize_collective`); guards that may disagree are an `invariant` violation
//! (the conflicting loop exit), and the inductive step must reach the heads of the base
//! case (other heads: *unknown*). A failing invariant is reported at the annotation of
//! the process it fails on. The soundness conditions are the collective ones (module
//! `collective`), and a specification of more than one process is *unknown*. A process
//! out of the loop (by the exit or by a jump) ends the group (`group_forget_left`: the
//! next arrival is a new base case; processes still at their heads keep their leave to
//! take the decided branch).
//!
//! `spec.x` is typed by the specification: `tass compare` lowers the specification first
//! and gives the implementation's lowering its `SpecScope` (`tass_model`, through
//! `FrontOptions::spec`; errors at the `spec.x` for a name declared twice there, a
//! variable that is not a number or an array of numbers, a missing label, `spec.x` outside
//! a joint annotation). Without the technique (`--technique` without `joint`, and the
//! rerun without summaries) every visit of a head with a joint invariant is a joint
//! assertion of it (`Machine::joint_assert`): the specification (model 0, one process,
//! which runs first) checks its own expression and leaves a snapshot of its variables for
//! each process of the implementation; each takes the oldest one left for it. A process
//! of the implementation arriving with none left, or a snapshot left when the programs
//! end, is a violation (`assertion`, or `invariant` for a joint invariant). Joint
//! annotations of a program verified alone are listed as not checked.

use super::collective::Kind;
use super::collective::{
    group_at_head, group_blocked, group_forget_left, group_left_head, group_on,
};
use super::{AtHead, LoopTechnique, Technique};
use crate::machine::Halt;
use crate::search::{Choice, Search};
use tass_model::{FunctionId, LocId};
use tass_state::{ProcId, State};

/// The technique `joint`.
pub(crate) struct JointTechnique;

impl LoopTechnique for JointTechnique {
    fn technique(&self) -> Technique {
        Technique::Joint
    }

    fn blocks(&self, s: &Search<'_, '_>, st: &State, p: ProcId) -> bool {
        // (The check first, here: the hooks run at every step.)
        group_on(s, Kind::Joint) && group_blocked(s, Kind::Joint, st, p)
    }

    fn at_head(
        &self,
        s: &mut Search<'_, '_>,
        st: &mut State,
        p: ProcId,
        _head: (FunctionId, LocId),
        li: &tass_model::LoopInfo,
    ) -> Result<AtHead, Halt> {
        Ok(match group_at_head(s, Kind::Joint, st, p, li)? {
            None => AtHead::Continue,
            Some(c) if c.is_empty() => {
                s.m.note_end(
                    li.span,
                    "the inductive step of loops summarised by their joint invariant",
                );
                AtHead::EndPath
            }
            Some(c) => AtHead::Choices(c),
        })
    }

    fn keeps_processes_in_step(&self, st: &State) -> bool {
        super::collective::active(Kind::Joint, st)
    }

    fn before_step(&self, s: &mut Search<'_, '_>, st: &mut State, c: &Choice) {
        if group_on(s, Kind::Joint) {
            group_left_head(s, Kind::Joint, st, c);
        }
    }

    fn after_step(&self, s: &mut Search<'_, '_>, st: &mut State, c: &Choice) {
        if group_on(s, Kind::Joint) {
            group_forget_left(s, Kind::Joint, st, c);
        }
    }
}
