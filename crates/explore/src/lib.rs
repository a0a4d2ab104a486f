//! Symbolic execution of tass models (seed 001, sections 4 and 5): the semantics of
//! every statement over symbolic states, the depth-first search of the reachable states
//! with the state-saving heuristic, the properties of seed 001 Fig. 1 (items 1 to 5),
//! and the report: verdict, violations with their certainty, concrete inputs and trace,
//! statistics and the reason the search stopped.
//!
//! Architecture invariant: this crate never prints and never spawns processes; it asks
//! an [`Oracle`] (the prover stack) whether formulas are valid, and returns a [`Report`].
//!
//! SV-COMP properties (`Config::svcomp`, `SvProperty`): the property selects the checks
//! (`SvProperty::properties`: its own kinds, plus the undefined behaviours kept so that a
//! program with them gets no verdict) and turns on C integers. Checks fail as always, so
//! techniques decline on them as for any property; only the search's `record` turns a
//! violation of a kind the property does not cover into a possible one (its path ends,
//! the verdict is *unknown* unless the property is violated elsewhere). Under
//! `unreach-call` an assertion other than SV-COMP's aborts its path (module `exec`), and a
//! call of `reach_error` or `__VERIFIER_error` is the violation whatever its body. The CLI
//! maps the report to SV-COMP's verdict line.
#![warn(missing_docs)]

mod acsl;
mod assigns;
mod bits;
mod config;
mod confirm;
mod contract;
mod cycles;
mod deepen;
mod eval;
mod exec;
mod flat;
mod fpsym;
mod frames;
mod ieee;
mod lemma;
mod library;
mod liveness;
mod loops;
mod lvalue;
mod machine;
mod math;
mod memory;
mod minimise;
mod mpi;
mod numbers;
mod observe;
mod once;
mod oracle;
mod pending;
mod place;
mod report;
mod run;
mod search;
mod strings;
mod technique;
mod uninit;

pub use config::{Config, Deadlock, Error, Interrupt, Properties, Result, SvProperty};
pub use exec::parse_model_value;
pub use observe::compared;
pub use oracle::{Decision, Oracle, SimplifierOracle, SmtOracle};
pub use report::{
    AnnotationCheck, Certainty, InductionFailure, InductionReport, NotChecked, Outcome, PairedLoop,
    PropertyKind, Report, Stats, StopReason, TraceStep, Violation,
};
pub use run::verify;
pub use technique::{LoopRecord, Technique};
