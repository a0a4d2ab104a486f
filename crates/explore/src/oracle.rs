//! The prover, as the search sees it: is a formula valid under an assumption?

use tass_prove::Reason;
use tass_symbolic::{Assignment, Expr};

/// The prover's three-valued answer, the one answer type of tass-prove and the engine:
/// *yes* (valid), *no* with the values of the symbolic constants that violate it as far
/// as the prover gave them (the engine checks them by evaluation before it calls a
/// violation provable: a model is a claim, not a proof), or *maybe* with the reason.
pub type Decision = tass_prove::Answer<Assignment>;

/// Decides validity. Only [`Decision::Yes`] proves anything.
pub trait Oracle {
    /// Is `assumption => predicate` valid?
    fn valid(&mut self, assumption: &Expr, predicate: &Expr) -> Decision;

    /// A second opinion on `valid(assumption, predicate)`, asked when the model of a *no*
    /// failed its check: the solvers alone, without the simplifier and caches. The
    /// default has no one else to ask.
    fn valid_again(&mut self, _assumption: &Expr, _predicate: &Expr) -> Decision {
        Decision::Maybe(Reason::NoSolver("no other prover to ask".into()))
    }

    /// The answer to `valid(assumption, predicate)` if it is known without work (cached).
    fn cached(&mut self, _assumption: &Expr, _predicate: &Expr) -> Option<Decision> {
        None
    }

    /// Counts of answers (simplifier, solvers) for the report.
    fn describe_stats(&self) -> Vec<(String, u64)> {
        Vec::new()
    }

    /// What the report must say about the prover itself: solvers dropped for the rest
    /// of the run because their output was not SMT-LIB, with the reason.
    fn warnings(&self) -> Vec<String> {
        Vec::new()
    }

    /// Sets the instant by which every later question is answered (a *maybe* once it
    /// has passed; `None`: no such instant). The default has no clock.
    fn set_deadline(&mut self, _deadline: Option<std::time::Instant>) {}
}

/// The simplifier of `tass-symbolic` alone (`--prover=none`).
#[derive(Default)]
pub struct SimplifierOracle {
    queries: u64,
    decided: u64,
}

impl Oracle for SimplifierOracle {
    fn valid(&mut self, assumption: &Expr, predicate: &Expr) -> Decision {
        self.queries += 1;
        match tass_symbolic::valid(assumption, predicate) {
            Ok(tass_symbolic::Answer::Yes) => {
                self.decided += 1;
                Decision::Yes
            }
            Ok(tass_symbolic::Answer::No) => {
                self.decided += 1;
                Decision::No(None)
            }
            Ok(tass_symbolic::Answer::Maybe) => Decision::Maybe(Reason::NoSolver(
                "the simplifier cannot decide (no solver)".into(),
            )),
            Err(e) => Decision::Maybe(Reason::InvalidQuery(format!("the simplifier failed: {e}"))),
        }
    }

    fn describe_stats(&self) -> Vec<(String, u64)> {
        vec![
            ("queries".into(), self.queries),
            ("simplifier".into(), self.decided),
        ]
    }
}

/// The prover stack of `tass-prove` (simplifier, then SMT solvers).
pub struct SmtOracle {
    prover: tass_prove::SymbolicProver,
}

impl SmtOracle {
    /// An oracle with the given prover configuration.
    pub fn new(config: tass_prove::Config) -> SmtOracle {
        SmtOracle {
            prover: tass_prove::SymbolicProver::new(config),
        }
    }
}

impl Oracle for SmtOracle {
    fn valid(&mut self, assumption: &Expr, predicate: &Expr) -> Decision {
        use tass_prove::Prover;
        self.prover.valid(assumption, predicate)
    }

    fn valid_again(&mut self, assumption: &Expr, predicate: &Expr) -> Decision {
        self.prover.solve_direct(assumption, predicate)
    }

    fn cached(&mut self, assumption: &Expr, predicate: &Expr) -> Option<Decision> {
        self.prover.cached(assumption, predicate).cloned()
    }

    fn warnings(&self) -> Vec<String> {
        self.prover.smt().dropped()
    }

    fn set_deadline(&mut self, deadline: Option<std::time::Instant>) {
        self.prover.smt_mut().set_deadline(deadline);
    }

    fn describe_stats(&self) -> Vec<(String, u64)> {
        use tass_prove::Prover;
        self.prover
            .stats()
            .counters()
            .into_iter()
            .filter(|(_, v)| *v > 0)
            .map(|(k, v)| (k.to_string(), v))
            .collect()
    }
}

/// The oracle of a search, counting the questions put to it: the search looks at the
/// clock after any (a query may have taken long), and otherwise only every so many
/// states (see `Search::limits`).
pub(crate) struct Counted<'a> {
    inner: &'a mut dyn Oracle,
    /// The questions asked so far (`valid`, `valid_again`).
    pub(crate) asked: u64,
}

impl<'a> Counted<'a> {
    pub(crate) fn new(inner: &'a mut dyn Oracle) -> Counted<'a> {
        Counted { inner, asked: 0 }
    }

    pub(crate) fn valid(&mut self, assumption: &Expr, predicate: &Expr) -> Decision {
        self.asked += 1;
        self.inner.valid(assumption, predicate)
    }

    pub(crate) fn valid_again(&mut self, assumption: &Expr, predicate: &Expr) -> Decision {
        self.asked += 1;
        self.inner.valid_again(assumption, predicate)
    }

    pub(crate) fn cached(&mut self, assumption: &Expr, predicate: &Expr) -> Option<Decision> {
        self.inner.cached(assumption, predicate)
    }

    pub(crate) fn describe_stats(&self) -> Vec<(String, u64)> {
        self.inner.describe_stats()
    }

    pub(crate) fn set_deadline(&mut self, deadline: Option<std::time::Instant>) {
        self.inner.set_deadline(deadline);
    }
}
