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

pub(crate) mod invariant;
pub(crate) mod joint;

use crate::machine::Halt;
use crate::search::{Choice, Search};
use std::fmt;
use tass_model::{FunctionId, LocId, LoopInfo};
use tass_state::{ProcId, State};
use tass_syntax::Span;

/// What a technique makes of a process at a loop head.
pub(crate) enum AtHead {
    /// Nothing: the search goes on with the head's transitions (and the next technique).
    Continue,
    /// The path ends here (an inductive step is done).
    EndPath,
    /// These choices replace the head's transitions (a joint decision of two loops).
    Choices(Vec<Choice>),
}

/// A technique as the search sees it: hooks at the points where a technique may act.
/// Techniques keep no data of their own between calls: what they know about a path is
/// in the state, so that it is saved, compared and restored with it.
pub(crate) trait LoopTechnique: Sync {
    /// Which technique this is.
    fn technique(&self) -> Technique;

    /// Whether process `p` must wait before its next transition (a barrier).
    fn blocks(&self, _s: &Search<'_, '_>, _st: &State, _p: ProcId) -> bool {
        false
    }

    /// Process `p` at the head `loc` of a loop of `func` (its sequential invariants
    /// already checked and assumed).
    fn at_head(
        &self,
        s: &mut Search<'_, '_>,
        st: &mut State,
        p: ProcId,
        head: (FunctionId, LocId),
        li: &LoopInfo,
    ) -> Result<AtHead, Halt>;

    /// Before the transition `c` runs.
    fn before_step(&self, _s: &mut Search<'_, '_>, _st: &mut State, _c: &Choice) {}

    /// After the transition `c` ran without error.
    fn after_step(&self, _s: &mut Search<'_, '_>, _st: &mut State, _c: &Choice) {}
}

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
            }
        })
        .collect()
}

/// A technique, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// Loop invariants given by the user (seed 000): a loop with invariants is summarised
    /// by them, for every number of iterations.
    Invariant,
    /// Joint invariants of two compared programs (seed 000, section 5): paired loops are
    /// summarised together.
    Joint,
}

impl Technique {
    /// Every technique, in the order the portfolio tries them.
    pub const ALL: [Technique; 2] = [Technique::Invariant, Technique::Joint];

    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Technique::Invariant => "invariant",
            Technique::Joint => "joint",
        }
    }

    /// The number of the technique in the marks it leaves in states.
    pub(crate) fn id(self) -> u8 {
        self as u8
    }

    /// The technique of a name, if there is one.
    pub fn from_name(name: &str) -> Option<Technique> {
        Technique::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the techniques made of one loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopRecord {
    /// The loop (its head).
    pub span: Span,
    /// The technique that decided it, if one did.
    pub decided_by: Option<Technique>,
    /// The techniques that declined it, each with its reason.
    pub declined: Vec<(Technique, String)>,
}

impl crate::search::Search<'_, '_> {
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
}
