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

use std::fmt;
use tass_syntax::Span;

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
