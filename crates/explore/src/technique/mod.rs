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
pub(crate) mod parallel;

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
}
