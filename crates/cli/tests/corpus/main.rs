//! The corpora as data: one test per program and prover, named by the program's path
//! (`cargo test --test corpus corpus/induction/` runs a folder). Each program's header
//! (`tass-test`, read by `tass-testkit`) gives the command and the verdict it must get;
//! the test runs the `tass` binary once and checks everything that run can tell: the
//! exit status, the verdict, the violation's kind and line, which technique decided
//! each loop the header names, and (for violations with concrete inputs) that the
//! program compiled natively fails on them.
//!
//! - `verify`: the verdicts of `tass verify` and `tass compare` with each solver, on
//!   the acceptance corpus (../shared/examples) and the project's own folders; the
//!   unbounded examples under SV-COMP's semantics too.
//! - `replay`: counterexamples are real (run natively with sanitizers).
//! - `front`: every program parses and lowers, malformed inputs get their located
//!   errors, models and reports match their snapshots.
//! - `ipp`: `tass ipp` proves, refutes or leaves unknown each annotated MPI program.
//! - `projections`: Frama-C/WP on the hand-written projections (tass-ipp's library).

mod front;
mod ipp;
mod projections;
mod replay;
mod verify;

use std::process::ExitCode;
use tass_testkit::Trial;

/// The `tass` binary under test.
pub const TASS: &str = env!("CARGO_BIN_EXE_tass");

/// Runs `tass` with `args`.
pub fn tass(args: &[&str]) -> tass_testkit::Run {
    tass_testkit::run(TASS, args)
}

fn main() -> ExitCode {
    let mut trials: Vec<Trial> = Vec::new();
    verify::trials(&mut trials);
    front::trials(&mut trials);
    // The proofs (minutes each, one at a time) on a thread of their own from the start,
    // while the harness's threads take the other tests.
    let mut proofs = tass_testkit::Lane::default();
    projections::trials(&mut proofs);
    ipp::trials(&mut proofs);
    tass_testkit::main(trials, proofs, || {
        verify::whole()?;
        replay::whole()
    })
}
