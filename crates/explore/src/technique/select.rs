//! The techniques a run uses: each `Technique` of the configuration and the hooks that
//! implement it.

use super::{induction, invariant, joint, parallel, LoopTechnique, Technique};

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
