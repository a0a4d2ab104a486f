//! Proofs of MPI programs for every number of processes (seed 003, Luo and Siegel): an
//! MPI program and its global invariant become one sequential C program with ACSL, the
//! *invariant-preserving projection*, which Frama-C/WP proves.
//!
//! This crate generates the projection from an MPI program with `ipp` annotations
//! ([`project`]; the notation is in README.md, "tass ipp"), runs Frama-C/WP on a
//! projection ([`run`]) and reports the result of every proof obligation, mapped back to
//! the annotation of the user's file it came from. It uses only `tass-syntax` and the
//! function registry `tass-library` (which calls are MPI's, their arguments by role, the
//! C types of datatypes); it knows nothing of the model or the search engine.
//!
//! Soundness: an obligation is proved only when Frama-C reports it `Valid`; every other
//! answer (unknown, timeout, prover failure, a goal missing from the log) is not a proof.
#![warn(missing_docs)]

mod error;
mod project;
mod report;
mod rules;
mod runner;

pub use error::{Error, Result};
pub use project::{
    normalize, project, project_with, Deadlock, ProjectError, Projection, GENERATED_PREFIX,
};
pub use report::{locate, parse_log, Attempt, Goal, Location, Report, Status};
pub use runner::{run, terminate_all, Options};
