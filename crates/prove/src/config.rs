//! The prover's configuration, and the choice of back end.
//!
//! An optional deadline (`Config::deadline`, set by the CLI from `--time-limit`) bounds
//! every query: its solver time limit is at most the time left, sent with the query; a
//! query after it is `Maybe(Deadline)`, never cached.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::smt::SolverKind;

/// Which solvers answer the queries the simplifier leaves open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Backend {
    /// Z3 alone.
    Z3,
    /// cvc5 alone.
    Cvc5,
    /// Every solver found, run in parallel; the first definite answer wins.
    #[default]
    Portfolio,
    /// Z3 and cvc5 in parallel; both must give the same definite answer.
    /// For audits.
    CrossCheck,
    /// No solver: the simplifier alone.
    None,
}

impl Backend {
    /// The names accepted by [`Backend::from_str`], as on the command line.
    pub const NAMES: [&'static str; 5] = ["z3", "cvc5", "portfolio", "crosscheck", "none"];

    /// The back end's name, as on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Backend::Z3 => "z3",
            Backend::Cvc5 => "cvc5",
            Backend::Portfolio => "portfolio",
            Backend::CrossCheck => "crosscheck",
            Backend::None => "none",
        }
    }
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl From<SolverKind> for Backend {
    fn from(kind: SolverKind) -> Backend {
        match kind {
            SolverKind::Z3 => Backend::Z3,
            SolverKind::Cvc5 => Backend::Cvc5,
        }
    }
}

impl FromStr for Backend {
    type Err = String;

    fn from_str(s: &str) -> Result<Backend, String> {
        match s {
            "z3" => Ok(Backend::Z3),
            "cvc5" => Ok(Backend::Cvc5),
            "portfolio" => Ok(Backend::Portfolio),
            "crosscheck" => Ok(Backend::CrossCheck),
            "none" => Ok(Backend::None),
            _ => Err(format!(
                "unknown prover `{s}` (expected one of: {})",
                Backend::NAMES.join(", ")
            )),
        }
    }
}

/// How the prover runs.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Config {
    /// Which solvers answer. Default is [`Backend::Portfolio`] (of the
    /// solvers found).
    pub backend: Backend,
    /// Each solver's own time limit per query, after which it answers
    /// `unknown`. Default is 5 s.
    pub timeout: Duration,
    /// How much longer than `timeout` a solver is waited for before its
    /// process is killed. Default is 300 ms.
    pub grace: Duration,
    /// How long the portfolio lets the slower solver finish after the first
    /// definite answer before killing it (killing costs a restart). Default
    /// is 20 ms.
    pub portfolio_wait: Duration,
    /// The z3 program. Default is `None`: `z3` on `PATH`.
    pub z3: Option<PathBuf>,
    /// The cvc5 program. Default is `None`: `cvc5` on `PATH`.
    pub cvc5: Option<PathBuf>,
    /// A directory where every solver session is written as an SMT-LIB2 file
    /// (`<solver>-<process>-<n>.smt2`) for offline reproduction. Default is
    /// `None`.
    pub replay_dir: Option<PathBuf>,
    /// Whether answers are cached by the canonical text of the query.
    /// Default is `true`.
    pub cache: bool,
    /// Whether counterexample models are asked for. Default is `true`.
    pub models: bool,
    /// Whether the simplifier of tass-symbolic answers first (for
    /// [`SymbolicProver`](crate::SymbolicProver)); without it every query goes
    /// to the back end as asked (for audits and tests). Default is `true`.
    pub simplifier: bool,
    /// The instant by which every query must be answered (the time limit of the
    /// run). Each solver query gets at most the time left, and a query asked
    /// after it answers *maybe* ([`Reason::Deadline`](crate::Reason::Deadline))
    /// without running. Default is `None`: only [`timeout`](Self::timeout)
    /// bounds a query.
    pub deadline: Option<Instant>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            backend: Backend::Portfolio,
            timeout: Duration::from_secs(5),
            grace: Duration::from_millis(300),
            portfolio_wait: Duration::from_millis(20),
            z3: None,
            cvc5: None,
            replay_dir: None,
            cache: true,
            models: true,
            simplifier: true,
            deadline: None,
        }
    }
}

impl Config {
    /// Sets [`backend`](Self::backend).
    pub fn with_backend(mut self, backend: Backend) -> Config {
        self.backend = backend;
        self
    }

    /// Sets [`timeout`](Self::timeout).
    pub fn with_timeout(mut self, timeout: Duration) -> Config {
        self.timeout = timeout;
        self
    }

    /// Sets [`grace`](Self::grace).
    pub fn with_grace(mut self, grace: Duration) -> Config {
        self.grace = grace;
        self
    }

    /// Sets [`portfolio_wait`](Self::portfolio_wait).
    pub fn with_portfolio_wait(mut self, wait: Duration) -> Config {
        self.portfolio_wait = wait;
        self
    }

    /// Sets the program of a solver ([`z3`](Self::z3) or [`cvc5`](Self::cvc5)).
    pub fn with_solver_path(mut self, kind: SolverKind, path: impl Into<PathBuf>) -> Config {
        match kind {
            SolverKind::Z3 => self.z3 = Some(path.into()),
            SolverKind::Cvc5 => self.cvc5 = Some(path.into()),
        }
        self
    }

    /// Sets [`replay_dir`](Self::replay_dir).
    pub fn with_replay_dir(mut self, dir: impl Into<PathBuf>) -> Config {
        self.replay_dir = Some(dir.into());
        self
    }

    /// Sets [`cache`](Self::cache).
    pub fn with_cache(mut self, cache: bool) -> Config {
        self.cache = cache;
        self
    }

    /// Sets [`simplifier`](Self::simplifier).
    pub fn with_simplifier(mut self, simplifier: bool) -> Config {
        self.simplifier = simplifier;
        self
    }

    /// Sets [`deadline`](Self::deadline).
    pub fn with_deadline(mut self, deadline: Instant) -> Config {
        self.deadline = Some(deadline);
        self
    }

    /// Sets [`models`](Self::models).
    pub fn with_models(mut self, models: bool) -> Config {
        self.models = models;
        self
    }

    /// The configured program of a solver, if any.
    pub fn solver_path(&self, kind: SolverKind) -> Option<&PathBuf> {
        match kind {
            SolverKind::Z3 => self.z3.as_ref(),
            SolverKind::Cvc5 => self.cvc5.as_ref(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backend_names_round_trip() {
        for name in Backend::NAMES {
            assert_eq!(name.parse::<Backend>().unwrap().name(), name);
        }
        assert!("yices".parse::<Backend>().is_err());
        assert_eq!(Backend::default(), Backend::Portfolio);
    }
}
