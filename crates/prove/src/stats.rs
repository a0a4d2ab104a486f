//! Statistics of a prover: queries, answers, cache hits and time, per layer.

use std::time::Duration;

use crate::smt::SolverKind;

/// A layer of the prover stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layer {
    /// The simplifier (no solver).
    Simplifier,
    /// Z3.
    Z3,
    /// cvc5.
    Cvc5,
}

impl From<SolverKind> for Layer {
    fn from(kind: SolverKind) -> Layer {
        match kind {
            SolverKind::Z3 => Layer::Z3,
            SolverKind::Cvc5 => Layer::Cvc5,
        }
    }
}

/// What one layer did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct LayerStats {
    /// Queries this layer was asked.
    pub calls: u64,
    /// Answers of this layer that were the prover's answer.
    pub decided: u64,
    /// `sat` answers (for the simplifier: decided *no*).
    pub sat: u64,
    /// `unsat` answers (for the simplifier: decided *yes*).
    pub unsat: u64,
    /// `unknown` answers.
    pub unknown: u64,
    /// Queries on which the process was killed for missing its deadline.
    pub timeouts: u64,
    /// Queries on which the solver failed (missing, crashed, error).
    pub failures: u64,
    /// Queries cancelled (by the portfolio, once another solver had answered).
    pub cancelled: u64,
    /// Restarts of the solver process.
    pub restarts: u64,
    /// Time spent in this layer.
    pub time: Duration,
}

/// What a prover did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Stats {
    /// Queries asked (`valid` and `nsat` calls).
    pub queries: u64,
    /// Queries answered from the cache.
    pub cache_hits: u64,
    /// *Yes* answers.
    pub yes: u64,
    /// *No* answers.
    pub no: u64,
    /// *Maybe* answers.
    pub maybe: u64,
    /// Queries on which the solvers contradicted each other.
    pub disagreements: u64,
    /// Total time spent answering.
    pub time: Duration,
    /// The simplifier layer.
    pub simplifier: LayerStats,
    /// The z3 layer.
    pub z3: LayerStats,
    /// The cvc5 layer.
    pub cvc5: LayerStats,
}

impl Stats {
    /// The statistics of one layer.
    pub fn layer(&self, layer: Layer) -> &LayerStats {
        match layer {
            Layer::Simplifier => &self.simplifier,
            Layer::Z3 => &self.z3,
            Layer::Cvc5 => &self.cvc5,
        }
    }

    /// The main counters, named, for reports: queries, cache hits, the
    /// answers, what each layer decided, solver timeouts, failures and
    /// restarts, and disagreements.
    pub fn counters(&self) -> Vec<(&'static str, u64)> {
        let solvers = [&self.z3, &self.cvc5];
        vec![
            ("queries", self.queries),
            ("cache hits", self.cache_hits),
            ("yes", self.yes),
            ("no", self.no),
            ("maybe", self.maybe),
            ("decided by the simplifier", self.simplifier.decided),
            ("decided by z3", self.z3.decided),
            ("decided by cvc5", self.cvc5.decided),
            ("solver timeouts", solvers.iter().map(|l| l.timeouts).sum()),
            ("solver failures", solvers.iter().map(|l| l.failures).sum()),
            ("solver restarts", solvers.iter().map(|l| l.restarts).sum()),
            ("disagreements", self.disagreements),
        ]
    }

    /// The statistics of one layer, to update.
    pub(crate) fn layer_mut(&mut self, layer: Layer) -> &mut LayerStats {
        match layer {
            Layer::Simplifier => &mut self.simplifier,
            Layer::Z3 => &mut self.z3,
            Layer::Cvc5 => &mut self.cvc5,
        }
    }
}
